import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Variation, VariationEndpoints } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { useMoneyInput } from '../../../hooks/useMoney';
import { MoneyField } from '../../../components/MoneyField';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useSaveVariation } from '../api/variations';
import { applyServerErrors } from '../forms/serverErrors';
import { toVariationInput, variationValuesOf, type VariationFormValues } from '../forms/variationForm';
import { useScope } from '../scope';

/** Adds a variation to a store item, or edits one (checked with the contract's variation schema). */
export function VariationDialog({
  endpoints,
  itemId,
  variation,
  onClose,
}: {
  endpoints: VariationEndpoints;
  itemId: string;
  variation: Variation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const { vertical } = useScope();
  const save = useSaveVariation(endpoints, vertical, itemId);
  // An edit is checked with the add rules: the dialog always shows every field.
  const schema = endpoints.addVariation.body;
  const amount = useMoneyInput();
  const { control, handleSubmit, setError } = useBodyForm(schema, (values: VariationFormValues) => toVariationInput(values, amount), {
    defaultValues: variationValuesOf(variation, amount),
  });
  const attributes = useFieldArray({ control, name: 'attributes' });

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: variation?._id, body },
      {
        onSuccess: () => {
          toast.success(t(variation ? 'messages.variationUpdated' : 'messages.variationAdded'));
          onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(error, setError, ['name', 'price', 'stock', 'sku'])) toast.error(errorText(error, 'serverError'));
        },
      },
    ),
  );

  return (
    <FormDialog
      title={variation ? t('variants.editTitle') : t('variants.addTitle')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <FormTextField
          control={control}
          name="name"
          schema={schema}
          autoFocus
          label={t('variants.name')}
          maxLength={200}
          sx={{ gridColumn: '1 / -1' }}
        />
        <MoneyField control={control} name="price" required label={t('fields.price')} />
        <FormTextField control={control} name="stock" schema={schema} type="number" label={t('fields.stock')} />
        <FormTextField control={control} name="sku" label={t('fields.sku')} maxLength={64} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('variants.attributes')}
      </Typography>
      <Stack spacing={1.5}>
        {attributes.fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {(['key', 'value'] as const).map((part) => (
              <FormTextField
                key={part}
                control={control}
                name={`attributes.${index}.${part}`}
                size="small"
                label={t(part === 'key' ? 'variants.attributeName' : 'variants.attributeValue')}
                maxLength={part === 'key' ? 50 : 200}
                sx={{ flex: 1 }}
              />
            ))}
            <IconButton aria-label={t('variants.removeAttribute', { name: String(index + 1) })} onClick={() => attributes.remove(index)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={() => attributes.append({ key: '', value: '' })}>
            {t('variants.addAttribute')}
          </Button>
        </Box>
      </Stack>
    </FormDialog>
  );
}
