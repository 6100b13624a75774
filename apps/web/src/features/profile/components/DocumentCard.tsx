import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { FILE_FIELD_BY_NAME, fileAcceptOf, type StoreDocument } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useDate } from '../../../hooks/useDate';
import { PROFILE_NS } from '../i18n';
import { DocumentStatusChip } from './StatusChips';

/**
 * One KYC document: its name, whether approval needs it, its status (the operator's reason when
 * rejected), and what can be done: download a file, upload or replace it, type a number.
 */
export function DocumentCard({
  document,
  label,
  busy,
  onPick,
  onType,
  onDownload,
}: {
  document: StoreDocument;
  label: string;
  busy: boolean;
  onPick: (file: File) => void;
  onType: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const formatDate = useDate();
  const present = document.status !== 'missing';
  const kind = FILE_FIELD_BY_NAME.get(document.name)?.kind;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked) onPick(picked);
  };
  const about = [
    document.required ? t('documents.required') : t('documents.optional'),
    ...(kind ? [t(`documents.types.${kind}`)] : []),
  ].join(' · ');
  const dates = [
    document.submittedAt && t('documents.sentOn', { date: formatDate(document.submittedAt) }),
    document.reviewedAt && t('documents.reviewedOn', { date: formatDate(document.reviewedAt) }),
  ].filter(Boolean);
  const action = t(present ? (kind ? 'documents.replace' : 'documents.change') : kind ? 'documents.upload' : 'documents.enter', {
    document: label,
  });

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography variant="caption" color={document.required && !present ? 'error' : 'text.secondary'}>
            {about}
          </Typography>
        </Box>
        <DocumentStatusChip status={document.status} />
      </Stack>
      {document.value && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          <bdi>{document.value}</bdi>
        </Typography>
      )}
      {dates.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {dates.join(' · ')}
        </Typography>
      )}
      {document.reason && <Alert severity="error">{t('documents.reason', { reason: document.reason })}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 'auto', pt: 0.5 }}>
        {kind ? (
          <Button
            component="label"
            // The file input inside is the control (focusable, named): the label is no second button around it.
            role={undefined}
            tabIndex={-1}
            size="small"
            variant={present ? 'outlined' : 'contained'}
            disabled={busy}
            startIcon={<UploadFileOutlined />}
            sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
          >
            {busy ? t('documents.uploading') : action}
            <input type="file" accept={fileAcceptOf(kind)} aria-label={action} disabled={busy} onChange={pick} style={visuallyHidden} />
          </Button>
        ) : (
          <Button size="small" variant={present ? 'outlined' : 'contained'} startIcon={<EditOutlined />} disabled={busy} onClick={onType}>
            {action}
          </Button>
        )}
        {kind && present && (
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={onDownload}>
            {t('documents.view', { document: label })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
