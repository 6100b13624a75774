import Stack from '@mui/material/Stack';

import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { categoryEndpoints } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';

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
  const categories = useLookup('categories', { vertical: scope.vertical }, sub);
  const requestCategory = useRequestCategory(scope);
  const schema: z.ZodType<CategoryRequest, CategoryRequest> = sub
    ? categoryEndpoints.addSubcategory.body
    : categoryEndpoints.addCategory.body;
  const { control, handleSubmit, setError } = useBodyForm(
    schema,
    (values: CategoryFormValues) => ({ name: values.name, categoryId: sub ? optionalText(values.categoryId) : undefined }),
    { defaultValues: { name: '', categoryId: '' } },
  );

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
    <FormDialog
      title={sub ? t('categories.requestSubcategory') : t('categories.requestCategory')}
      submitLabel={t('requests.submit')}
      busy={requestCategory.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {sub && (
          <FormTextField
            control={control}
            name="categoryId"
            select
            required
            label={t('categories.parent')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('common.none')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </FormTextField>
        )}
        <FormTextField
          control={control}
          name="name"
          autoFocus
          required
          label={sub ? t('categories.subcategoryName') : t('categories.categoryName')}
          maxLength={200}
        />
      </Stack>
    </FormDialog>
  );
}
