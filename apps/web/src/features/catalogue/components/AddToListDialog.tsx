import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MasterProduct } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { useAddToList } from '../api';
import { catalogueMessage } from '../i18n';
import { useScope } from '../scope';
import { errorText, isolate } from './common';
import { applyServerErrors, EMPTY_ITEM_VALUES, ItemFields, toItemBody, type ItemFormValues } from './ItemFields';

const KNOWN = ['price', 'mrp', 'discount', 'stock', 'sku', 'lowStockThreshold', 'isAvailable'] as const;

/** "Add to my list": price, MRP, stock and SKU of a master product. */
export function AddToListDialog({ product, onClose }: { product: MasterProduct | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const add = useAddToList(scope);
  const { control, handleSubmit, formState, setError, reset } = useForm<ItemFormValues>({ defaultValues: EMPTY_ITEM_VALUES });

  const close = () => {
    reset(EMPTY_ITEM_VALUES);
    onClose();
  };
  const submit = handleSubmit((values) => {
    if (!product) return;
    const body = toItemBody(values);
    if (body.mrp < body.price) {
      setError('mrp', { message: 'messages.mrpBelowPrice' });
      return;
    }
    add.mutate(
      { masterProductId: product._id, ...body },
      {
        onSuccess: (data) => {
          toast.success(catalogueMessage(data.message));
          close();
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, KNOWN)) toast.error(errorText(error));
        },
      },
    );
  });

  return (
    <Dialog open={Boolean(product)} onClose={close} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="add-to-list-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="add-to-list-title">{t('browse.dialogTitle', { name: isolate(product?.name ?? '') })}</DialogTitle>
        <DialogContent>
          <ItemFields control={control} errors={formState.errors} fields={['price', 'mrp', 'stock', 'sku']} autoFocus />
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
