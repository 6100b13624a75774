import { useTranslation } from 'react-i18next';
import { addTopUpFieldsSchema, WALLET_LIMITS, type StoreSummary } from '@dhub/contract';
import { FormTextField } from '../../components/FormTextField';
import { MoneyField } from '../../components/MoneyField';
import { PaymentDetailsDialog } from '../../components/PaymentDetailsDialog';
import { useMoneyInput } from '../../hooks/useMoney';
import { usePaymentDetailsForm } from '../../hooks/usePaymentDetailsForm';
import { useAddTopUp } from './api';
import { WALLET_NS } from './i18n';
import { newTopUpValues, topUpFieldsOf, type TopUpFormValues } from './topUpForm';

/** "Add money": a payment made to the marketplace (amount, method, reference, note, an optional proof), sent as multipart. */
export function TopUpDialog({ store, onClose }: { store: StoreSummary; onClose: () => void }) {
  const { t } = useTranslation(WALLET_NS);
  const amount = useMoneyInput();
  const add = useAddTopUp();
  const form = usePaymentDetailsForm(
    addTopUpFieldsSchema,
    (values: TopUpFormValues) => topUpFieldsOf(values, store._id, amount.toMinor),
    newTopUpValues(),
    add,
    onClose,
  );
  return (
    <PaymentDetailsDialog
      form={form}
      schema={addTopUpFieldsSchema}
      word={(name) => t(`form.${name}`)}
      methodName={(method) => t(`methods.${method}`)}
      intro={`${t('form.intro')} ${t('form.store', { store: store.name })}`}
      onClose={onClose}
      leading={<MoneyField control={form.control} name="amount" required autoFocus label={t('form.amount')} />}
      trailing={
        <FormTextField
          control={form.control}
          name="note"
          schema={addTopUpFieldsSchema}
          label={t('form.note')}
          maxLength={WALLET_LIMITS.noteMax}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
        />
      }
    />
  );
}
