import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { checkBusinessImages, FILE_FIELD_BY_NAME, LIMITS } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useRegistrationFiles } from '../filesContext';
import { previewUrl, revokePreview } from '../filePreview';
import { fieldId } from '../fieldNames';
import { acceptFor } from './fileAccept';
import { visuallyHidden } from '../../../components/visuallyHidden';

const NAME = 'business_images';

/** Up to 5 JPG/JPEG/PNG business images, with previews and removal (spec §5). */
export function BusinessImagesField() {
  const { t } = useTranslation();
  const rule = FILE_FIELD_BY_NAME.get(NAME)!;
  const { files, errors, setFiles, setError } = useRegistrationFiles();
  const images = files[NAME] ?? [];
  const error = errors[NAME];
  const hintId = useId();
  const label = t('registration.fields.business_images');
  const full = images.length >= LIMITS.businessImagesMax;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const problem = checkBusinessImages(images.length, picked);
    if (problem) {
      setError(NAME, problem);
      toast.error(problem);
      return;
    }
    setFiles(NAME, [...images, ...picked]);
    setError(NAME, null);
  };

  const remove = (index: number) => {
    const file = images[index];
    if (file) revokePreview(file);
    setFiles(
      NAME,
      images.filter((_, i) => i !== index),
    );
    setError(NAME, null);
  };

  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        }}
      >
        {images.map((file, index) => (
          <Box
            component="li"
            key={`${file.name}-${file.size}-${index}`}
            sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={previewUrl(file)}
              alt={t('registration.files.imageAlt', { index: index + 1, name: file.name })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={t('registration.files.removeImage', { index: index + 1 })}
              onClick={() => remove(index)}
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: images.length ? 1.5 : 0, flexWrap: 'wrap' }}>
        <Button
          component="label"
          // The file input inside is the control (focusable, named): the label is no second button around it.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={full}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
        >
          {t('registration.files.addImages')}
          <input
            id={fieldId(NAME)}
            type="file"
            name={NAME}
            multiple
            accept={acceptFor(rule.kind)}
            aria-label={label}
            aria-invalid={Boolean(error)}
            aria-describedby={hintId}
            disabled={full}
            onChange={onPick}
            style={visuallyHidden}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('registration.files.imageCount', { count: images.length, max: LIMITS.businessImagesMax })}
        </Typography>
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ? translateMessage(error) : t('registration.hints.businessImages', { max: LIMITS.businessImagesMax })}
      </FormHelperText>
    </Box>
  );
}
