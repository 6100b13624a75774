import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import {
  checkFile,
  FILE_FIELD_BY_NAME,
  profileEndpoints,
  storeStatusAfterDocumentChange,
  type StoreDocument,
  type StoreDocuments,
  type StoreSummary,
} from '@dhub/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadGate } from '../../components/LoadGate';
import { StoreStatusChip } from '../../components/StoreChips';
import { errorText } from '../../i18n/errorText';
import { toast } from '../../lib/toast';
import { downloadDocument, formDataOf, useDocuments, useFormUpload, type DocumentFileName } from './api';
import { DocumentCard } from './components/DocumentCard';
import { NumberDialog, type KycTextField } from './components/NumberDialog';
import { StorePage } from './components/StorePage';
import { PROFILE_NS } from './i18n';

/** /profile-verify: the store's KYC documents with their review, uploaded, replaced or typed again. */
export default function DocumentsPage() {
  return <StorePage page="documents">{(store) => <StoreDocumentsView key={store._id} store={store} />}</StorePage>;
}

function StoreDocumentsView({ store }: { store: StoreSummary }) {
  const query = useDocuments(store._id);
  return (
    <LoadGate id={store._id} query={query}>
      {(documents) => <DocumentList store={store} answer={documents} />}
    </LoadGate>
  );
}

/** What is about to be sent: a file, or a typed number or title. */
type Change = { document: StoreDocument['name']; file: File } | { document: KycTextField; typing: true };

function DocumentList({ store, answer }: { store: StoreSummary; answer: StoreDocuments }) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const send = useFormUpload(profileEndpoints.updateDocuments);
  const [confirming, setConfirming] = useState<{ document: StoreDocument['name']; file: File } | null>(null);
  const [typing, setTyping] = useState<KycTextField | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const labelOf = (name: KycTextField | StoreDocument['name']) =>
    name === 'otherrDocumentTitle' ? t('documents.otherTitle') : core(`stores.documentNames.${name}`);
  const sendsBack = (document: string) => storeStatusAfterDocumentChange(answer.storeStatus, document) !== answer.storeStatus;
  const warning = (document: KycTextField | StoreDocument['name']) =>
    sendsBack(document) ? t('documents.confirmBody', { document: labelOf(document), store: store.name }) : null;
  const required = answer.documents.filter((document) => document.required);

  const submit = (change: Change, value?: string) => {
    setSending(change.document);
    const form = formDataOf(
      { storeId: store._id, ...('typing' in change && { [change.document]: value }) },
      'file' in change ? [{ field: change.document, file: change.file }] : [],
    );
    send.mutate(form, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setTyping(null);
      },
      onError: (error) => toast.error(errorText(error, 'serverError')),
      onSettled: () => setSending(null),
    });
  };
  const pick = (document: StoreDocument['name'], file: File) => {
    const problem = checkFile(FILE_FIELD_BY_NAME.get(document)!.kind, file);
    if (problem) return toast.error(problem);
    if (sendsBack(document)) setConfirming({ document, file });
    else submit({ document, file });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StoreStatusChip status={answer.storeStatus} />
        <Typography variant="body2" role="status">
          {t('documents.summary', {
            verified: required.filter((document) => document.status === 'verified').length,
            total: required.length,
          })}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {answer.documents.map((document) => (
          <DocumentCard
            key={document.name}
            document={document}
            label={labelOf(document.name)}
            busy={sending === document.name}
            onPick={(file) => pick(document.name, file)}
            onType={() => setTyping(document.name as KycTextField)}
            onDownload={() =>
              void downloadDocument(store._id, document.name as DocumentFileName).catch((error: unknown) =>
                toast.error(errorText(error, 'serverError')),
              )
            }
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {core('registration.fields.otherrDocumentTitle')}: <bdi>{answer.otherDocumentTitle ?? t('none')}</bdi>
        </Typography>
        <Button size="small" startIcon={<EditOutlined />} onClick={() => setTyping('otherrDocumentTitle')}>
          {t('documents.editOtherTitle')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={Boolean(confirming)}
        title={t('documents.confirmTitle')}
        body={confirming ? (warning(confirming.document) ?? undefined) : undefined}
        confirmLabel={t('documents.confirm')}
        onConfirm={() => {
          if (confirming) submit(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
      {typing && (
        <NumberDialog
          field={typing}
          label={labelOf(typing)}
          store={store}
          reviewWarning={warning(typing)}
          busy={send.isPending}
          onSend={(value) => submit({ document: typing, typing: true }, value)}
          onClose={() => setTyping(null)}
        />
      )}
    </Stack>
  );
}
