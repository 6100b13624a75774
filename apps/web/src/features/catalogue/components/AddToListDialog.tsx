import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { addItemBodySchema, type MasterProduct } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { useBodyForm } from '../../../hooks/useBodyForm';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const add = useAddToList(scope);
  const { control, handleSubmit, setError, reset } = useBodyForm(
    addItemBodySchema,
    (values) => toItemInput({ ...values, masterProductId: product?._id ?? '' }),
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
    <Dialog open={Boolean(product)} onClose={close} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="add-to-list-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="add-to-list-title">{t('browse.dialogTitle', { name: isolate(product?.name ?? '') })}</DialogTitle>
        <DialogContent>
          <ItemFields control={control} fields={FIELDS} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('browse.addToList')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
