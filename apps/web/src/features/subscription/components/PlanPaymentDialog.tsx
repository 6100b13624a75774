import { useTranslation } from 'react-i18next';
import { planPaymentFieldsSchema, type Subscription } from '@dhub/contract';
import { PaymentDetailsDialog } from '../../../components/PaymentDetailsDialog';
import { useMinorMoney } from '../../../hooks/useMoney';
import { usePaymentDetailsForm } from '../../../hooks/usePaymentDetailsForm';
import { useAddPlanPayment } from '../api';
import { SUBSCRIPTION_NS } from '../i18n';
import { newPaymentValues, paymentFieldsOf, type PaymentFormValues } from '../paymentForm';

/** "Send payment details" of a subscription awaiting its offline payment: method, reference, an optional proof (multipart). */
export function PlanPaymentDialog({
  subscription,
  currency,
  onClose,
}: {
  subscription: Subscription;
  currency: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const money = useMinorMoney(currency);
  const add = useAddPlanPayment();
  const form = usePaymentDetailsForm(
    planPaymentFieldsSchema,
    (values: PaymentFormValues) => paymentFieldsOf(values, subscription._id),
    newPaymentValues(),
    add,
    onClose,
  );
  return (
    <PaymentDetailsDialog
      form={form}
      schema={planPaymentFieldsSchema}
      word={(name) => t(`payment.${name}`)}
      methodName={(method) => t(`methods.${method}`)}
      intro={t('payment.intro', { plan: subscription.plan.name, amount: money(subscription.paid) })}
      onClose={onClose}
    />
  );
}
