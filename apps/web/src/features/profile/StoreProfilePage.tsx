import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addKeywords,
  addPincode,
  profileEndpoints,
  storeStatusAfterDocumentChange,
  updateStoreFieldsSchema,
  type MessageCode,
  type StoreDetail,
  type StoreSummary,
} from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { ChipListInput } from '../../components/ChipListInput';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { LoadGate } from '../../components/LoadGate';
import { WorkingHoursEditor } from '../../components/WorkingHoursEditor';
import { useBodyForm } from '../../hooks/useBodyForm';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { formDataOf, useFormUpload, useStoreDetail } from './api';
import { BusinessImagesEditor } from './components/BusinessImagesEditor';
import { LocationSelects } from './components/LocationSelects';
import { PictureField } from './components/PictureField';
import { StorePage } from './components/StorePage';
import { PROFILE_NS } from './i18n';
import { STORE_TEXT_FIELDS, storeBodyOf, storeValuesOf, type StoreFormValues } from './storeForm';

/** /profile: the store's details, hours, delivery area, pictures and search listing, edited with the registration's rules. */
export default function StoreProfilePage() {
  return <StorePage page="storeForm">{(store) => <StoreDetailForm key={store._id} store={store} />}</StorePage>;
}

function StoreDetailForm({ store }: { store: StoreSummary }) {
  const query = useStoreDetail(store._id);
  return (
    <LoadGate id={store._id} query={query}>
      {(data) => <StoreForm key={data.store.updatedAt} store={data.store} />}
    </LoadGate>
  );
}

/** A titled card of the form (h2, so the page reads as an outline). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

const MULTILINE = new Set(['description', 'metaDescription']);
const FORM_FIELDS = new Set(Object.keys(updateStoreFieldsSchema.shape));

function StoreForm({ store }: { store: StoreDetail }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const save = useFormUpload(profileEndpoints.updateStore);
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, setValue } = useBodyForm(
    updateStoreFieldsSchema,
    (values: StoreFormValues) => storeBodyOf(values, store._id, removed),
    { defaultValues: storeValuesOf(store) },
  );
  const logoSendsBack = storeStatusAfterDocumentChange(store.status, 'logo') !== store.status;

  const onError = (failure: unknown) => {
    const fields: [string, MessageCode][] = isApiError(failure) ? Object.entries(failure.fieldCodes) : [];
    const known = fields.filter(([name]) => FORM_FIELDS.has(name) && name !== 'storeId' && name !== 'removeBusinessImages');
    for (const [name, code] of known) setError(name as keyof StoreFormValues, { type: 'server', message: translateCode(code) });
    setFormError(known.length > 0 ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((body) => {
    setFormError('');
    const files = [
      ...(logo ? [{ field: 'logo', file: logo }] : []),
      ...(banner ? [{ field: 'banner_image', file: banner }] : []),
      ...added.map((file) => ({ field: 'business_images', file })),
    ];
    save.mutate(formDataOf(body, files, ['metakeywords']), {
      onSuccess: ({ message }) => toast.success(message),
      onError,
    });
  });
  const textField = (name: (typeof STORE_TEXT_FIELDS)[keyof typeof STORE_TEXT_FIELDS][number], hint?: string) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      schema={updateStoreFieldsSchema}
      label={core(`registration.fields.${name}`)}
      hint={hint}
      multiline={MULTILINE.has(name)}
      minRows={MULTILINE.has(name) ? 3 : undefined}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {formError && <FormError>{formError}</FormError>}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <Section id="store-form-store" title={core('registration.sections.store')}>
            <TextField
              label={t('storeForm.service')}
              value={store.service.name}
              helperText={t('storeForm.serviceFixed')}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
            {STORE_TEXT_FIELDS.store.map((name) => textField(name, name === 'phone' ? core('registration.hints.phone') : undefined))}
          </Section>
          <Section id="store-form-location" title={core('registration.sections.location')}>
            {textField('address')}
            <LocationSelects control={control} setValue={setValue} />
            {textField('latitude', core('registration.hints.latitude'))}
            {textField('longitude', core('registration.hints.longitude'))}
            {textField('pincode')}
          </Section>
          <Section id="store-form-delivery" title={core('registration.sections.delivery')}>
            <FormTextField
              control={control}
              name="deliveryCharge"
              schema={updateStoreFieldsSchema}
              type="number"
              label={core('registration.fields.deliveryCharge')}
              fullWidth
            />
            <Controller
              control={control}
              name="deliveryPincode"
              render={({ field, fieldState }) => (
                <ChipListInput
                  id="store-form-pincodes"
                  label={core('registration.fields.deliveryPincode')}
                  hint={core('registration.hints.pincodeList')}
                  addLabel={core('common.add')}
                  value={field.value}
                  onChange={field.onChange}
                  add={(list, raw) => {
                    const result = addPincode(list, raw);
                    return result.ok ? { list: result.list } : { list: result.list, error: result.error };
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Section>
          <Section id="store-form-pictures" title={t('storeForm.pictures')}>
            <PictureField
              label={core('registration.fields.logo')}
              current={store.logo}
              file={logo}
              onChange={setLogo}
              note={logoSendsBack && <Alert severity="warning">{t('storeForm.logoReview')}</Alert>}
            />
            <PictureField label={core('registration.fields.banner_image')} current={store.bannerImage} file={banner} onChange={setBanner} />
            <BusinessImagesEditor
              current={store.businessImages}
              removed={removed}
              added={added}
              onRemovedChange={setRemoved}
              onAddedChange={setAdded}
            />
          </Section>
        </Box>
        <Section id="store-form-hours" title={core('registration.sections.hours')}>
          <Controller
            control={control}
            name="workingHours"
            render={({ field }) => <WorkingHoursEditor value={field.value} onChange={field.onChange} />}
          />
        </Section>
        <Section id="store-form-meta" title={core('registration.sections.meta')}>
          {STORE_TEXT_FIELDS.meta.map((name) => textField(name))}
          <Controller
            control={control}
            name="metakeywords"
            render={({ field, fieldState }) => (
              <ChipListInput
                id="store-form-keywords"
                label={core('registration.fields.metakeywords')}
                hint={core('registration.hints.keywords')}
                addLabel={core('common.add')}
                value={field.value}
                onChange={field.onChange}
                add={(list, raw) => ({ list: addKeywords(list, raw) })}
                commaAdds
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('storeForm.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
