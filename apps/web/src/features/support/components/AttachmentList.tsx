import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import type { TicketAttachment } from '@dhub/contract';
import { errorText } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { openAttachment } from '../api';
import { SUPPORT_NS } from '../i18n';

/** A ticket's or a message's files: each opens (fetched with the session) in a new tab. */
export function AttachmentList({ files }: { files: readonly TicketAttachment[] }) {
  const { t } = useTranslation(SUPPORT_NS);
  if (files.length === 0) return null;
  const open = (file: TicketAttachment) =>
    void openAttachment(file._id).catch((error: unknown) => toast.error(errorText(error, 'serverError')));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
      {files.map((file) => (
        <Chip
          key={file._id}
          icon={<AttachFileIcon />}
          label={file.name}
          variant="outlined"
          size="small"
          onClick={() => open(file)}
          aria-label={t('files.open', { name: file.name })}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Stack>
  );
}
