import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';
import { checkBusinessImages, fileAcceptOf, LIMITS } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { toast } from '../../../lib/toast';
import { PROFILE_NS } from '../i18n';
import { usePreviews } from './PictureField';

function Thumbnail({ src, alt, faded }: { src: string | null; alt: string; faded?: boolean }) {
  return (
    <Box
      component="img"
      src={src ?? undefined}
      alt={alt}
      sx={{
        width: 96,
        height: 72,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.selected',
        opacity: faded ? 0.4 : 1,
        display: 'block',
      }}
    />
  );
}

function NewImage({ file, url, onRemove }: { file: File; url: string | null; onRemove: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Box component="li" sx={{ position: 'relative' }}>
      <Thumbnail src={url} alt={t('storeForm.newPicture', { name: t('storeForm.pictures'), file: file.name })} />
      <IconButton
        size="small"
        aria-label={t('storeForm.removeNewImage', { name: file.name })}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The store's business images: the kept ones (each can be marked for removal, undone until saved)
 * and new ones, at most 5 in all (the contract's rule, checked when adding).
 */
export function BusinessImagesEditor({
  current,
  removed,
  added,
  onRemovedChange,
  onAddedChange,
}: {
  current: readonly string[];
  removed: readonly string[];
  added: readonly File[];
  onRemovedChange: (urls: string[]) => void;
  onAddedChange: (files: File[]) => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const { t: core } = useTranslation();
  const previews = usePreviews();
  const kept = current.length - removed.length;
  const count = kept + added.length;
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const problem = checkBusinessImages(count, picked);
    if (problem) return toast.error(problem);
    picked.forEach(previews.add);
    onAddedChange([...added, ...picked]);
  };
  const label = core('registration.fields.business_images');
  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('storeForm.imageCount', { count, max: LIMITS.businessImagesMax })}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {current.map((url, index) => {
          const isRemoved = removed.includes(url);
          const name = t('storeForm.businessImage', { index: index + 1 });
          return (
            <Box component="li" key={url} sx={{ position: 'relative' }}>
              <Thumbnail src={url} alt={name} faded={isRemoved} />
              <IconButton
                size="small"
                aria-label={isRemoved ? t('storeForm.keepImage', { index: index + 1 }) : t('storeForm.removeImage', { index: index + 1 })}
                aria-pressed={isRemoved}
                onClick={() => onRemovedChange(isRemoved ? removed.filter((other) => other !== url) : [...removed, url])}
                sx={{
                  position: 'absolute',
                  top: 2,
                  insetInlineEnd: 2,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                {isRemoved ? <UndoIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
              </IconButton>
              {isRemoved && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ maxWidth: 96 }}>
                  {t('storeForm.toRemove')}
                </Typography>
              )}
            </Box>
          );
        })}
        {added.map((file, index) => (
          <NewImage
            key={`${file.name}-${index}`}
            file={file}
            url={previews.of(file)}
            onRemove={() => {
              previews.drop(file);
              onAddedChange(added.filter((other) => other !== file));
            }}
          />
        ))}
      </Box>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        size="small"
        variant="outlined"
        disabled={count >= LIMITS.businessImagesMax}
        startIcon={<AddPhotoAlternateOutlined />}
        sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
      >
        {t('storeForm.addImages')}
        <input
          type="file"
          multiple
          accept={fileAcceptOf('image')}
          aria-label={t('storeForm.addImages')}
          disabled={count >= LIMITS.businessImagesMax}
          onChange={add}
          style={visuallyHidden}
        />
      </Button>
    </Box>
  );
}
