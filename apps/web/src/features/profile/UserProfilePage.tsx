import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { profileEndpoints, updateProfileFieldsSchema, type MessageCode, type VendorProfileResponse } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useBodyForm } from '../../hooks/useBodyForm';
import { translateCode } from '../../i18n';
import { errorText } from '../../i18n/errorText';
import '../../i18n/registerPageStrings';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../session/session';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { formDataOf, useFormUpload } from './api';
import { PictureField } from './components/PictureField';
import { TwoStepCard } from './components/TwoStepCard';
import { PROFILE_NS, useProfileStrings } from './i18n';

const FIELDS = ['personalName', 'personalEmail', 'personalPhone', 'altphone', 'experiance', 'dob'] as const;
type ProfileValues = Record<(typeof FIELDS)[number], string>;

/**
 * /user-profile: the vendor's own name, contact details and photo (the registration's rules); the
 * sign-in email shown; two-step sign-in on or off.
 */
export default function UserProfilePage() {
  const ready = useProfileStrings();
  const profile = useVendorProfile();
  if (!ready || !profile.data) return <PageSkeleton />;
  return <UserProfileForm vendor={profile.data.vendor} />;
}

const valuesOf = (vendor: VendorProfileResponse['vendor']): ProfileValues => ({
  personalName: vendor.name,
  personalEmail: vendor.personalEmail ?? '',
  personalPhone: vendor.phone ?? '',
  altphone: vendor.altphone ?? '',
  experiance: vendor.experiance === null ? '' : String(vendor.experiance),
  dob: vendor.dob ?? '',
});

function UserProfileForm({ vendor }: { vendor: VendorProfileResponse['vendor'] }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const save = useFormUpload(profileEndpoints.updateProfile);
  const [photo, setPhoto] = useState<File | null>(null);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(updateProfileFieldsSchema, (values: ProfileValues) => values, {
    defaultValues: valuesOf(vendor),
  });
  const onError = (failure: unknown) => {
    const fields: [string, MessageCode][] = isApiError(failure) ? Object.entries(failure.fieldCodes) : [];
    const known = fields.filter(([name]) => (FIELDS as readonly string[]).includes(name));
    for (const [name, code] of known) setError(name as keyof ProfileValues, { type: 'server', message: translateCode(code) });
    setFormError(known.length > 0 ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((body) => {
    setFormError('');
    save.mutate(formDataOf(body, photo ? [{ field: 'image', file: photo }] : []), {
      onSuccess: ({ message, user }) => {
        toast.success(message);
        setPhoto(null);
        // The top bar shows the session's user: it follows the change.
        const session = sessionStore.get();
        if (session) sessionStore.signIn({ ...session, user: { ...session.user, ...user } });
      },
      onError,
    });
  });
  const hints: Partial<Record<(typeof FIELDS)[number], string>> = {
    personalPhone: core('registration.hints.phone'),
    altphone: core('registration.hints.phone'),
    experiance: core('registration.hints.experiance'),
  };

  return (
    <Box>
      <PageHeader title={t('user.title')} subtitle={t('user.subtitle')} />
      <Card sx={{ maxWidth: 760 }}>
        <CardContent>
          <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
            <Stack spacing={2.5}>
              {formError && <FormError>{formError}</FormError>}
              <PictureField label={t('user.photo')} current={vendor.image} file={photo} onChange={setPhoto} />
              <TextField
                label={t('user.signInEmail')}
                value={vendor.email}
                helperText={t('user.signInEmailHint')}
                slotProps={{ htmlInput: { readOnly: true } }}
                fullWidth
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                {FIELDS.map((name) => (
                  <FormTextField
                    key={name}
                    control={control}
                    name={name}
                    schema={updateProfileFieldsSchema}
                    label={core(`registration.fields.${name}`)}
                    hint={hints[name]}
                    type={name === 'dob' ? 'date' : name === 'experiance' ? 'number' : name === 'personalEmail' ? 'email' : 'text'}
                    slotProps={name === 'dob' ? { inputLabel: { shrink: true } } : undefined}
                    autoComplete={
                      name === 'personalName' ? 'name' : name === 'personalEmail' ? 'email' : name === 'personalPhone' ? 'tel' : 'off'
                    }
                    fullWidth
                  />
                ))}
              </Box>
              <Box>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {save.isPending ? t('saving') : t('user.save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <TwoStepCard on={vendor.twoStepSignIn} email={vendor.email} />
    </Box>
  );
}
