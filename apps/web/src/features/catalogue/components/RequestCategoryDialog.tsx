import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { categoryEndpoints } from '@dhub/contract';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useRequestCategory } from '../api/categories';
import { useLookup } from '../api/lookups';
import { optionalText } from '../../../lib/bodyFields';
import { applyServerErrors } from '../forms/serverErrors';
import { useScope } from '../scope';

interface CategoryFormValues {
  name: string;
  /** The parent of a subcategory. */
  categoryId: string;
}

/** What both requests take: a name, and a subcategory's parent. */
type CategoryRequest = { name: string; categoryId?: string };

/** Asks the operator for a new category, or a subcategory of one (checked with the contract's schema of that request). */
export function RequestCategoryDialog({ sub, onClose }: { sub: boolean; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const categories = useLookup('categories', { vertical: scope.vertical }, sub);
  const requestCategory = useRequestCategory(scope);
  const schema: z.ZodType<CategoryRequest, CategoryRequest> = sub
    ? categoryEndpoints.addSubcategory.body
    : categoryEndpoints.addCategory.body;
  const { control, handleSubmit, formState, setError } = useBodyForm(
    schema,
    (values: CategoryFormValues) => ({ name: values.name, categoryId: sub ? optionalText(values.categoryId) : undefined }),
    { defaultValues: { name: '', categoryId: '' } },
  );
  const errors = formState.errors;

  const submit = handleSubmit((body) =>
    requestCategory.mutate(body, {
      onSuccess: () => {
        toast.success(t(sub ? 'messages.subcategoryRequested' : 'messages.categoryRequested'));
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(error, setError, ['name', 'categoryId'])) toast.error(errorText(error, 'serverError'));
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="xs" fullWidth aria-labelledby="category-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="category-title">{sub ? t('categories.requestSubcategory') : t('categories.requestCategory')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {sub && (
              <Controller
                name="categoryId"
                control={control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    required
                    label={t('categories.parent')}
                    error={Boolean(errors.categoryId)}
                    helperText={translateMessage(errors.categoryId?.message)}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">{t('common.none')}</option>
                    {(categories.data ?? []).map((category) => (
                      <option key={category._id} value={category._id}>
                        {category.name}
                      </option>
                    ))}
                  </TextField>
                )}
              />
            )}
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  autoFocus
                  required
                  label={sub ? t('categories.subcategoryName') : t('categories.categoryName')}
                  error={Boolean(errors.name)}
                  helperText={translateMessage(errors.name?.message)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={requestCategory.isPending}>
            {t('requests.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
