import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Pager, type PagerProps } from './Pager';

/** A page of a list: cards on a phone, a table on a wider screen, and the pager under either. */
export function CardsOrTable({ phone, cards, table, pager }: { phone: boolean; cards: ReactNode; table: ReactNode; pager: PagerProps }) {
  return (
    <>
      {phone ? cards : <Paper variant="outlined">{table}</Paper>}
      <Paper variant="outlined" sx={{ mt: phone ? 1.5 : 0, borderTop: phone ? undefined : 0 }}>
        <Pager {...pager} />
      </Paper>
    </>
  );
}
