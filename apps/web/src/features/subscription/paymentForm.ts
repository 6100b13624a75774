import type { PlanPaymentFields, TopUpMethod } from '@dhub/contract';
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
