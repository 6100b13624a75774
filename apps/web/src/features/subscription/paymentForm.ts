import { fileExtension, MESSAGES, PROOF_EXTENSIONS, WALLET_LIMITS, type PlanPaymentFields, type TopUpMethod } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';

/** What the offline payment form's inputs hold. */
export interface PaymentFormValues {
  method: TopUpMethod;
  reference: string;
}

export const newPaymentValues = (): PaymentFormValues => ({ method: 'bankTransfer', reference: '' });

/** The fields the form sends for a subscription (the schema trims and checks the reference). */
export const paymentFieldsOf = (values: PaymentFormValues, subscriptionId: string): DraftBody<PlanPaymentFields> => ({
  subscriptionId,
  method: values.method,
  reference: values.reference,
});

/** The `accept` attribute of the proof input. */
export const PROOF_ACCEPT = PROOF_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a proof file is refused (a contract text), or null: JPG, JPEG, PNG or PDF of at most 5 MB. */
export function proofProblem(file: { name: string; size: number }): string | null {
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MESSAGES.documentTypes;
  if (file.size > WALLET_LIMITS.proofMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}
