import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  addDeliveryBoyFieldsSchema,
  DELIVERY_BOY_DOCUMENT_KINDS,
  DELIVERY_BOY_DOCUMENTS,
  DELIVERY_BOY_MESSAGES as M,
  editDeliveryBoyFieldsSchema,
  needsLicence,
  ROUTES,
  type DeliveryBoy,
  type DeliveryBoyDetail,
} from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { FormError } from '../../components/FormError';
import { LoadGate } from '../../components/LoadGate';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { UiTextsProvider } from '../../components/UiTexts';
import { useBodyForm } from '../../hooks/useBodyForm';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { toast } from '../../lib/toast';
import { useCurrentStore } from '../../vendor/useCurrentStore';
import { useAddDeliveryBoy, useDeliveryBoy, useEditDeliveryBoy, type ChosenDocuments } from './api';
import { IdentityFields, PersonFields, VehicleFields } from './components/DeliveryBoyFields';
import { DocumentFields, type DocumentErrors } from './components/DocumentFields';
import { FIELD_NAMES, fieldsOf, newDeliveryBoyValues, valuesOf, type DeliveryBoyFormValues } from './formValues';
import { DELIVERY_BOYS_NS, useDeliveryBoyStrings } from './i18n';
import { viewPath } from './paths';
import { mirroredInRtl } from '../../theme/buildTheme';

/** /add-delivery-boy (for the store chosen in the top bar) and /edit-delivery-Boy?id=… */
export default function DeliveryBoyFormPage() {
  const ready = useDeliveryBoyStrings();
  const editing = useLocation().pathname === ROUTES.editDeliveryBoy;
  const [params] = useSearchParams();
  const id = editing ? params.get('id') : null;
  const boy = useDeliveryBoy(id);
  const store = useCurrentStore();
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const texts = useTranslatedUiTexts();
  if (!ready) return <PageSkeleton />;
  const page = (
    <Box>
      <Button component={RouterLink} to={ROUTES.deliveryBoys} startIcon={<ArrowBackIcon sx={mirroredInRtl} />} sx={{ mb: 1 }}>
        {t('form.back')}
      </Button>
      {editing ? (
        <LoadGate id={id} query={boy}>
          {(data) => <DeliveryBoyForm key={data._id} boy={data} storeId={data.storeId} storeName={data.storeName} />}
        </LoadGate>
      ) : !store ? (
        <PageSkeleton />
      ) : store.service.kind === 'booking' ? (
        <>
          <PageHeader title={t('form.addTitle')} />
          <Alert severity="info">{t('notDelivering')}</Alert>
        </>
      ) : (
        <DeliveryBoyForm key={store._id} boy={null} storeId={store._id} storeName={store.name} />
      )}
    </Box>
  );
  return <UiTextsProvider texts={texts}>{page}</UiTextsProvider>;
}

/** The form: a new delivery boy of `storeId`, or `boy`'s details and documents replaced. */
function DeliveryBoyForm({ boy, storeId, storeName }: { boy: DeliveryBoyDetail | null; storeId: string; storeName: string }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const navigate = useNavigate();
  const add = useAddDeliveryBoy();
  const edit = useEditDeliveryBoy();
  const [documents, setDocuments] = useState<ChosenDocuments>({});
  const [documentErrors, setDocumentErrors] = useState<DocumentErrors>({});
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, watch } = useBodyForm(
    boy ? editDeliveryBoyFieldsSchema : addDeliveryBoyFieldsSchema,
    (values: DeliveryBoyFormValues) => ({ ...fieldsOf(values), ...(!boy && { storeId }) }),
    { defaultValues: boy ? valuesOf(boy) : newDeliveryBoyValues() },
  );
  const vehicleType = watch('vehicleType');
  const kept = boy?.documents ?? [];

  /** The copies it must have: the identity, and the licence with a motor vehicle (chosen now or on file). */
  const missingDocuments = (): DocumentErrors => {
    const has = (kind: 'licence' | 'identity') => Boolean(documents[kind]) || kept.some((document) => document.kind === kind);
    return {
      ...documentErrors,
      identity: has('identity') ? documentErrors.identity : M.identityDocumentNeeded,
      licence: !needsLicence(vehicleType) || has('licence') ? documentErrors.licence : M.licenceNeeded,
    };
  };
  const onError = (failure: unknown) => {
    const codes = isApiError(failure) ? Object.entries(failure.fieldCodes) : [];
    const fields = codes.filter(([name]) => (FIELD_NAMES as string[]).includes(name));
    for (const [name, code] of fields) setError(name as keyof DeliveryBoyFormValues, { type: 'server', message: translateCode(code) });
    const files = DELIVERY_BOY_DOCUMENT_KINDS.filter((kind) => codes.some(([name]) => name === DELIVERY_BOY_DOCUMENTS[kind]));
    setDocumentErrors((current) => ({
      ...current,
      ...Object.fromEntries(files.map((kind) => [kind, translateCode(codes.find(([name]) => name === DELIVERY_BOY_DOCUMENTS[kind])![1])])),
    }));
    setFormError(fields.length > 0 || files.length > 0 ? '' : errorText(failure, 'serverError'));
  };
  const done = ({ message, deliveryBoy }: { message: string; deliveryBoy: DeliveryBoy }) => {
    toast.success(message);
    void navigate(viewPath(deliveryBoy._id));
  };
  const submit = handleSubmit(
    (fields) => {
      setFormError('');
      const missing = missingDocuments();
      setDocumentErrors(missing);
      if (Object.values(missing).some(Boolean)) return;
      if (boy) edit.mutate({ id: boy._id, fields, documents }, { onSuccess: done, onError });
      else add.mutate({ fields: { ...fields, storeId }, documents }, { onSuccess: done, onError });
    },
    () => setDocumentErrors(missingDocuments()),
  );
  const busy = add.isPending || edit.isPending;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PageHeader
        title={boy ? t('form.editTitle', { name: boy.name }) : t('form.addTitle')}
        subtitle={t('form.store', { store: storeName })}
      />
      <Stack spacing={2}>
        {formError && <FormError>{formError}</FormError>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <PersonFields control={control} />
          <VehicleFields control={control} vehicleType={vehicleType} />
          <IdentityFields control={control} />
          <DocumentFields
            chosen={documents}
            kept={kept}
            errors={documentErrors}
            onChange={(chosen, errors) => (setDocuments(chosen), setDocumentErrors(errors))}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={boy ? viewPath(boy._id) : ROUTES.deliveryBoys}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {boy ? t('form.save') : t('form.create')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
