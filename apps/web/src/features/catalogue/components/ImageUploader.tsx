import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { checkFile } from '@dhub/contract';
import { toast } from '../../../lib/toast';
import { errorText } from '../../../i18n/errorText';
import { translateMessage } from '../../../i18n';
import { uploadCatalogueImage } from '../api/requests';
import { useScope } from '../scope';

/**
 * Product images uploaded with the vertical's `upload-image` (each checked and sent as it is
 * picked); the value is the list of their URLs, in order.
 */
export function ImageUploader({
  value,
  onChange,
  max,
  label,
  hint,
  error,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  label: string;
  hint: string;
  error?: string;
}) {
  const { t } = useTranslation('catalogue');
  const scope = useScope();
  const [uploading, setUploading] = useState(false);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, max - value.length);
    event.target.value = '';
    setUploading(true);
    const added: string[] = [];
    for (const file of files) {
      const problem = checkFile('image', file);
      if (problem) {
        toast.error(translateMessage(problem));
        continue;
      }
      try {
        added.push(await uploadCatalogueImage(scope, file));
      } catch (failure) {
        toast.error(errorText(failure, 'serverError'));
      }
    }
    setUploading(false);
    onChange([...value, ...added]);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {value.map((src, index) => (
          <Box key={`${index}-${src}`} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={src}
              alt={`${label} ${index + 1}`}
              sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
            />
            <IconButton
              size="small"
              aria-label={t('requests.removeImage', { index: index + 1 })}
              onClick={() => onChange(value.filter((_, other) => other !== index))}
              sx={{
                position: 'absolute',
                top: 2,
                insetInlineEnd: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {value.length < max && (
          <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={uploading} sx={{ height: 88 }}>
            {uploading ? t('requests.uploading') : t('requests.upload')}
            <input hidden type="file" accept="image/jpeg,image/png" multiple onChange={(event) => void onPick(event)} />
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>
    </Box>
  );
}
