import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, attachmentProblem, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateMessage } from '../../../i18n';
import { SUPPORT_NS } from '../i18n';

/**
 * Files picked for a ticket or a message: up to SUPPORT_LIMITS.attachmentsMax, each checked by the
 * contract's rule (type, size) as it is picked; `error` is a contract text.
 */
export function pickFiles(current: readonly File[], picked: readonly File[]): { files: File[]; error: string } {
  const files = [...current];
  for (const file of picked) {
    const problem = attachmentProblem(file);
    if (problem) return { files, error: problem };
    if (files.length >= SUPPORT_LIMITS.attachmentsMax) return { files, error: SUPPORT_MESSAGES.tooManyAttachments };
    files.push(file);
  }
  return { files, error: '' };
}

export function AttachmentsField({
  files,
  error,
  onChange,
  compact = false,
}: {
  files: readonly File[];
  error: string;
  onChange: (next: { files: File[]; error: string }) => void;
  /** In the chat's composer: the button and the chosen files only. */
  compact?: boolean;
}) {
  const { t } = useTranslation(SUPPORT_NS);
  const hintId = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    onChange(pickFiles(files, picked));
  };
  const remove = (index: number) => onChange({ files: files.filter((_, position) => position !== index), error: '' });
  return (
    <Box>
      {!compact && (
        <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          {t('files.label')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          component="label"
          // The file input inside is the control (focusable, named): the label is no second button around it.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={files.length >= SUPPORT_LIMITS.attachmentsMax}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
        >
          {compact ? t('chat.attach') : t('files.choose')}
          <input
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-label={compact ? t('chat.attach') : t('files.label')}
            aria-invalid={Boolean(error)}
            aria-describedby={hintId}
            disabled={files.length >= SUPPORT_LIMITS.attachmentsMax}
            onChange={pick}
            style={visuallyHidden}
          />
        </Button>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={file.name}
            size="small"
            onDelete={() => remove(index)}
            deleteIcon={<CancelIcon titleAccess={t('files.remove', { name: file.name })} />}
            sx={{ maxWidth: 220 }}
          />
        ))}
      </Stack>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ? translateMessage(error) : compact ? '' : t('files.hint')}
      </FormHelperText>
    </Box>
  );
}
