import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Variation, VariationEndpoints } from '@dhub/contract';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useSaveVariation } from '../api/variations';
import { fieldRules } from '../forms/inputs';
import { applyServerErrors } from '../forms/serverErrors';
import { toVariationInput, variationValuesOf } from '../forms/variationForm';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const save = useSaveVariation(endpoints, vertical, itemId);
  // An edit is checked with the add rules: the dialog always shows every field.
  const schema = endpoints.addVariation.body;
  const { control, handleSubmit, formState, setError } = useBodyForm(schema, toVariationInput, {
    defaultValues: variationValuesOf(variation),
  });
  const attributes = useFieldArray({ control, name: 'attributes' });
  const errors = formState.errors;

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
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="variation-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="variation-title">{variation ? t('variants.editTitle') : t('variants.addTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  autoFocus
                  required={fieldRules(schema, 'name').required}
                  label={t('variants.name')}
                  error={Boolean(errors.name)}
                  helperText={translateMessage(errors.name?.message)}
                  sx={{ gridColumn: '1 / -1' }}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
            {(['price', 'stock'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    type="number"
                    required={fieldRules(schema, name).required}
                    label={t(`fields.${name}`)}
                    error={Boolean(errors[name])}
                    helperText={translateMessage(errors[name]?.message)}
                    slotProps={{ htmlInput: { min: 0, step: fieldRules(schema, name).integer ? 1 : 0.01 } }}
                  />
                )}
              />
            ))}
            <Controller
              name="sku"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('fields.sku')}
                  error={Boolean(errors.sku)}
                  helperText={translateMessage(errors.sku?.message)}
                  slotProps={{ htmlInput: { maxLength: 64 } }}
                />
              )}
            />
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('variants.attributes')}
          </Typography>
          <Stack spacing={1.5}>
            {attributes.fields.map((row, index) => (
              <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Controller
                  name={`attributes.${index}.key`}
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      size="small"
                      label={t('variants.attributeName')}
                      sx={{ flex: 1 }}
                      slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                  )}
                />
                <Controller
                  name={`attributes.${index}.value`}
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      size="small"
                      label={t('variants.attributeValue')}
                      sx={{ flex: 1 }}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  )}
                />
                <IconButton
                  aria-label={t('variants.removeAttribute', { name: String(index + 1) })}
                  onClick={() => attributes.remove(index)}
                >
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
