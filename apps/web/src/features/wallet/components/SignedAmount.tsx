import Box from '@mui/material/Box';

/** An amount with its sign where the language writes one: a credit is its negative's format with a plus for the minus. */
const signed = (amount: number, money: (minor: number) => string) => (amount > 0 ? money(-amount).replace(/[-−]/, '+') : money(amount));

/**
 * A ledger amount: a credit green with a plus sign, a debit red with a minus sign (the sign says it
 * without the colour).
 */
export function SignedAmount({ amount, money }: { amount: number; money: (minor: number) => string }) {
  return (
    <Box
      component="span"
      sx={{ color: amount > 0 ? 'success.main' : amount < 0 ? 'error.main' : 'text.primary', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      <bdi>{signed(amount, money)}</bdi>
    </Box>
  );
}
