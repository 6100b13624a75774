import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { TOP_UP_METHODS, WALLET_LIMITS, type TopUpMethod } from '@dhub/contract';
import type { PaymentDetailsForm } from '../hooks/usePaymentDetailsForm';
import { FormDialog } from './FormDialog';
import { FormError } from './FormError';
import { FormTextField } from './FormTextField';
import { ProofField } from './ProofField';

/** The names of the words the dialog takes from its feature's strings (each feature keeps them under one group). */
export type PaymentDetailsWord =
  | 'title'
  | 'submit'
  | 'method'
  | 'reference'
  | 'referenceHint'
  | 'proof'
  | 'proofHint'
  | 'noFile'
  | 'chooseFile'
  | 'replaceFile'
  | 'removeFile';

/**
 * The details of a payment made to the marketplace outside the app (money added to the wallet, a
 * plan paid offline): how it was paid, its reference, an optional proof; `leading` fields come
 * first (an amount), `trailing` ones after the reference (a note).
 */
export function PaymentDetailsDialog<V extends FieldValues & { method: TopUpMethod; reference: string }, T>({
  form,
  schema,
  word,
  methodName,
  intro,
  onClose,
  leading,
  trailing,
}: {
  form: PaymentDetailsForm<V, T>;
  /** The endpoint's fields schema (the inputs' rules). */
  schema: z.ZodObject;
  /** The feature's word of that name, in the page's language. */
  word: (name: PaymentDetailsWord) => string;
  methodName: (method: TopUpMethod) => string;
  intro: ReactNode;
  onClose: () => void;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const { control, proof } = form;
  return (
    <FormDialog title={word('title')} submitLabel={word('submit')} busy={form.busy} onSubmit={form.submit} onClose={onClose}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {form.formError && <FormError>{form.formError}</FormError>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          {leading}
          <FormTextField
            control={control}
            name={'method' as FieldPath<V>}
            schema={schema}
            select
            label={word('method')}
            slotProps={{ select: { native: true } }}
          >
            {TOP_UP_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodName(method)}
              </option>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name={'reference' as FieldPath<V>}
            schema={schema}
            label={word('reference')}
            hint={word('referenceHint')}
            maxLength={WALLET_LIMITS.referenceMax}
            autoComplete="off"
            autoFocus={!leading}
            sx={leading ? { gridColumn: '1 / -1' } : undefined}
          />
          {trailing}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ProofField
              texts={{
                label: word('proof'),
                hint: word('proofHint'),
                noFile: word('noFile'),
                chooseFile: word('chooseFile'),
                replaceFile: word('replaceFile'),
                removeFile: word('removeFile'),
              }}
              file={proof.file}
              error={proof.error}
              onPick={proof.pick}
              onRemove={proof.remove}
            />
          </Box>
        </Box>
      </Stack>
    </FormDialog>
  );
}
