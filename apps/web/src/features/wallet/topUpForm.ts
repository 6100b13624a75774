import type { AddTopUpFields, TopUpMethod } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';
import { optionalText } from '../../lib/bodyFields';

/** What the top-up form's inputs hold: the amount as typed (rupees), the method, texts. */
export interface TopUpFormValues {
  amount: string;
  method: TopUpMethod;
  reference: string;
  note: string;
}

export const newTopUpValues = (): TopUpFormValues => ({ amount: '', method: 'bankTransfer', reference: '', note: '' });

/** The fields the form sends for `storeId`: the amount in paise (blank → required, not an amount → NaN, refused by the schema). */
export function topUpFieldsOf(values: TopUpFormValues, storeId: string, toMinor: (text: string) => number): DraftBody<AddTopUpFields> {
  return {
    storeId,
    amount: values.amount.trim() === '' ? undefined : toMinor(values.amount),
    method: values.method,
    reference: values.reference,
    note: optionalText(values.note),
  };
}
