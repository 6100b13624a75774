import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { checkFile, FILE_FIELD_BY_NAME, isRequiredDocument } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useRegistrationFiles } from '../filesContext';
import { isPreviewable, previewUrl, revokePreview } from '../filePreview';
import { fieldId } from '../fieldNames';
import type { FileFieldName } from './fileFieldNames';
import { acceptFor } from './fileAccept';
import { visuallyHidden } from '../../../components/visuallyHidden';

/**
 * One file (spec §3). Label, hint ("JPG or PNG" / "JPG, PNG or PDF", and "needed before approval"
 * for the documents an operator needs), required mark and `accept` come from the contract; a wrong
 * file is refused on pick with the contract's message.
 */
export function FileField({ name }: { name: FileFieldName }) {
  const { t } = useTranslation();
  const rule = FILE_FIELD_BY_NAME.get(name)!;
  const { files, errors, setFiles, setError } = useRegistrationFiles();
  const file = files[name]?.[0];
  const error = errors[name];
  const hintId = useId();
  const label = t(`registration.fields.${name}`);
  const types = rule.kind === 'image' ? t('registration.hints.imageTypes') : t('registration.hints.documentTypes');
  // Spec §5: step 2 blocks nothing; documents an operator needs say so without a "required" mark.
  const hint = isRequiredDocument(name) ? `${types} · ${t('registration.hints.neededForApproval')}` : types;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = checkFile(rule.kind, picked);
    if (problem) {
      setError(name, problem);
      toast.error(problem);
      return;
    }
    if (file) revokePreview(file);
    setFiles(name, [picked]);
    setError(name, null);
  };

  const remove = () => {
    if (file) revokePreview(file);
    setFiles(name, []);
  };

  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }} id={`${fieldId(name)}-label`}>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          minHeight: 56,
        }}
      >
        {file && isPreviewable(file) ? (
          <Box component="img" src={previewUrl(file)} alt="" sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5 }} />
        ) : file ? (
          <DescriptionOutlined color="action" />
        ) : null}
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} noWrap sx={{ flex: 1, minWidth: 0 }}>
          {file ? file.name : t('registration.files.noFile')}
        </Typography>
        {file && (
          <IconButton size="small" aria-label={t('registration.files.removeNamed', { name: label })} onClick={remove}>
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
          {file ? t('registration.files.replace') : t('registration.files.choose')}
          <input
            id={fieldId(name)}
            type="file"
            name={name}
            accept={acceptFor(rule.kind)}
            aria-label={label}
            aria-invalid={Boolean(error)}
            aria-describedby={hintId}
            onChange={onPick}
            style={visuallyHidden}
          />
        </Button>
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ? translateMessage(error) : hint}
      </FormHelperText>
    </Box>
  );
}
