import { useTranslation } from 'react-i18next';
import {
  DELIVERY_BOY_DOCUMENT_KINDS,
  deliveryBoyDocumentProblem,
  type DeliveryBoyDocument,
  type DeliveryBoyDocumentKind,
} from '@dhub/contract';
import { ProofField } from '../../../components/ProofField';
import type { ChosenDocuments } from '../api';
import { DELIVERY_BOYS_NS } from '../i18n';
import { FormSection } from './DeliveryBoyFields';

export type DocumentErrors = Partial<Record<DeliveryBoyDocumentKind, string>>;

/** The licence and identity copies: a file each (JPG, PNG or PDF of at most 5 MB), or the one on file kept. */
export function DocumentFields({
  chosen,
  kept,
  errors,
  onChange,
}: {
  chosen: ChosenDocuments;
  kept: readonly DeliveryBoyDocument[];
  errors: DocumentErrors;
  onChange: (chosen: ChosenDocuments, errors: DocumentErrors) => void;
}) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const pick = (kind: DeliveryBoyDocumentKind, file: File) => {
    const problem = deliveryBoyDocumentProblem(file);
    onChange({ ...chosen, [kind]: problem ? undefined : file }, { ...errors, [kind]: problem ?? undefined });
  };
  return (
    <FormSection title={t('form.sections.documents')}>
      {DELIVERY_BOY_DOCUMENT_KINDS.map((kind) => {
        const onFile = kept.find((document) => document.kind === kind);
        return (
          <ProofField
            key={kind}
            texts={{
              label: t(`form.${kind}`),
              hint: onFile ? t('form.kept', { name: onFile.fileName }) : t(kind === 'licence' ? 'form.licenceHint' : 'form.documentHint'),
              noFile: onFile ? onFile.fileName : t('form.noFile'),
              chooseFile: t('form.chooseFile'),
              replaceFile: t('form.replaceFile'),
              removeFile: t('form.removeFile'),
            }}
            file={chosen[kind] ?? null}
            error={errors[kind] ?? ''}
            onPick={(file) => pick(kind, file)}
            onRemove={() => onChange({ ...chosen, [kind]: undefined }, { ...errors, [kind]: undefined })}
          />
        );
      })}
    </FormSection>
  );
}
