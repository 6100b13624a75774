import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateMessage } from '../../../i18n';
import { SUBSCRIPTION_NS } from '../i18n';
import { PROOF_ACCEPT } from '../paymentForm';

/** The optional proof of an offline plan payment: one file, its name, a remove button, and why a picked file was refused. */
export function ProofField({
  file,
  error,
  onPick,
  onRemove,
}: {
  file: File | null;
  error: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(SUBSCRIPTION_NS);
  const hintId = useId();
  const label = t('payment.proof');
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked) onPick(picked);
  };
  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          minHeight: 52,
        }}
      >
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} noWrap sx={{ flex: 1, minWidth: 0 }}>
          {file ? file.name : t('payment.noFile')}
        </Typography>
        {file && (
          <IconButton size="small" aria-label={t('payment.removeFile')} title={t('payment.removeFile')} onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
        <Button
          component="label"
          // The file input inside is the control (focusable, named): the label is no second button around it.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          sx={{ flexShrink: 0, '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
        >
          {file ? t('payment.replaceFile') : t('payment.chooseFile')}
          <input
            type="file"
            accept={PROOF_ACCEPT}
            aria-label={label}
            aria-invalid={Boolean(error)}
            aria-describedby={hintId}
            onChange={pick}
            style={visuallyHidden}
          />
        </Button>
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ? translateMessage(error) : t('payment.proofHint')}
      </FormHelperText>
    </Box>
  );
}
