import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { PROOF_ACCEPT } from '@dhub/contract';
import { visuallyHidden } from './visuallyHidden';
import { translateMessage } from '../i18n';

/** A proof field's words, in the page's language (the feature's texts). */
export interface ProofTexts {
  label: string;
  hint: string;
  noFile: string;
  chooseFile: string;
  replaceFile: string;
  removeFile: string;
}

/** The optional proof of a payment (a top-up, a plan paid offline): one file, its name, a remove button, and why a picked file was refused. */
export function ProofField({
  file,
  error,
  onPick,
  onRemove,
  texts,
}: {
  texts: ProofTexts;
  file: File | null;
  error: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const hintId = useId();
  const label = texts.label;
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
          {file ? file.name : texts.noFile}
        </Typography>
        {file && (
          <IconButton size="small" aria-label={texts.removeFile} title={texts.removeFile} onClick={onRemove}>
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
          {file ? texts.replaceFile : texts.chooseFile}
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
        {error ? translateMessage(error) : texts.hint}
      </FormHelperText>
    </Box>
  );
}
