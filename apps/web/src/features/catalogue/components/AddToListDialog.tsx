import { useTranslation } from 'react-i18next';
import { addItemBodySchema, type MasterProduct } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../lib/toast';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useMoneyInput } from '../../../hooks/useMoney';
import { errorText } from '../../../i18n/errorText';
import { useAddToList } from '../api/myList';
import { emptyItemValues, toItemInput } from '../forms/itemForm';
import { applyServerErrors } from '../forms/serverErrors';
import { isolate } from '../isolate';
import { useScope } from '../scope';
import { ItemFields, type ItemField } from './ItemFields';

const FIELDS: readonly ItemField[] = ['price', 'mrp', 'stock', 'sku'];

/** "Add to my list": price, MRP, stock and SKU of a master product (the rest at the contract's defaults). */
export function AddToListDialog({ product, onClose }: { product: MasterProduct | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const add = useAddToList(scope);
  const amount = useMoneyInput();
  const { control, handleSubmit, setError, reset } = useBodyForm(
    addItemBodySchema,
    (values) => toItemInput({ ...values, masterProductId: product?._id ?? '' }, amount),
    { defaultValues: emptyItemValues() },
  );

  const close = () => {
    reset(emptyItemValues());
    onClose();
  };
  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast.success(t('messages.itemAdded'));
        close();
      },
      onError: (error) => {
        if (!applyServerErrors(error, setError, FIELDS)) toast.error(errorText(error, 'serverError'));
      },
    }),
  );

  return (
    <FormDialog
      open={Boolean(product)}
      title={t('browse.dialogTitle', { name: isolate(product?.name ?? '') })}
      submitLabel={t('browse.addToList')}
      busy={add.isPending}
      onSubmit={submit}
      onClose={close}
    >
      <ItemFields control={control} fields={FIELDS} autoFocus />
    </FormDialog>
  );
}
