import { fileExtension, MESSAGES, PROOF_EXTENSIONS, WALLET_LIMITS, type AddTopUpFields, type TopUpMethod } from '@dhub/contract';
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

/** The `accept` attribute of the proof input. */
export const PROOF_ACCEPT = PROOF_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a proof file is refused (a contract text), or null: JPG, JPEG, PNG or PDF of at most 5 MB. */
export function proofProblem(file: { name: string; size: number }): string | null {
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MESSAGES.documentTypes;
  if (file.size > WALLET_LIMITS.proofMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}
