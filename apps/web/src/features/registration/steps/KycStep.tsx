import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dhub/contract';
import { BusinessImagesField } from '../fields/BusinessImagesField';
import { FieldGrid, FullRow } from '../fields/FieldGrid';
import { FileField } from '../fields/FileField';
import { FormTextField } from '../fields/FormTextField';

const UPPER = { htmlInput: { autoCapitalize: 'characters', spellCheck: false } } as const;

/** Step 2, Update KYC: identity and business numbers, documents and pictures (spec §3). */
export function KycStep() {
  const { t } = useTranslation();
  return (
    <>
      <FieldGrid title={t('registration.sections.kycNumbers')}>
        <FormTextField name="pan_number" autoComplete="off" slotProps={UPPER} />
        <FormTextField
          name="aadhar_number"
          autoComplete="off"
          hint={t('registration.hints.aadhar')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.aadharMaxLength } }}
        />
        <FormTextField name="gas_bill_number" autoComplete="off" slotProps={UPPER} />
        <FormTextField name="business_number" autoComplete="off" slotProps={UPPER} />
        <FormTextField name="gst_number" autoComplete="off" slotProps={UPPER} />
        <FormTextField name="otherrDocumentTitle" autoComplete="off" />
      </FieldGrid>
      <FieldGrid title={t('registration.sections.storeImages')}>
        <FileField name="logo" />
        <FileField name="banner_image" />
        <FullRow>
          <BusinessImagesField />
        </FullRow>
      </FieldGrid>
      <FieldGrid title={t('registration.sections.documents')}>
        <FileField name="pan_card_front" />
        <FileField name="pan_card_back" />
        <FileField name="aadhar_card_front" />
        <FileField name="aadhar_card_back" />
        <FileField name="gas_bill" />
        <FileField name="business_proof" />
        <FileField name="gst_bill" />
        <FileField name="bill_sample" />
        <FileField name="otherrDocumentImage" />
      </FieldGrid>
    </>
  );
}
