import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { messageTextSchema, SUPPORT_LIMITS } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { useSendMessage } from '../api';
import { SUPPORT_NS } from '../i18n';
import { useTypingSignal } from '../live/useTyping';
import { AttachmentsField } from './AttachmentsField';
import { mirroredInRtl } from '../../../theme/buildTheme';

/** Writing to support: a text (Ctrl+Enter sends), files, or both; support sees the vendor typing. */
export function ChatComposer({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation(SUPPORT_NS);
  const send = useSendMessage();
  const typing = useTypingSignal(ticketId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState('');
  const [error, setError] = useState('');
  const empty = !text.trim() && files.length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || send.isPending) return;
    const checked = messageTextSchema.safeParse(text);
    if (!checked.success) return setError(translateMessage(checked.error.issues[0]?.message));
    setError('');
    send.mutate(
      { ticketId, body: checked.data ?? '', files },
      {
        onSuccess: () => (setText(''), setFiles([]), setFilesError('')),
        onError: (failure) => {
          const fileCode = isApiError(failure) ? failure.fieldCodes.attachments : undefined;
          if (fileCode) setFilesError(translateCode(fileCode));
          else setError(errorText(failure, 'serverError'));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <TextField
        label={t('chat.message')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) typing();
        }}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        error={Boolean(error)}
        helperText={error || ' '}
        slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.messageMax } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <AttachmentsField compact files={files} error={filesError} onChange={(next) => (setFiles(next.files), setFilesError(next.error))} />
        <Button type="submit" variant="contained" endIcon={<SendIcon sx={mirroredInRtl} />} disabled={empty || send.isPending}>
          {t('chat.send')}
        </Button>
      </Stack>
    </Box>
  );
}
