import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { checkFile, fileAcceptOf } from '@dhub/contract';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { toast } from '../../../lib/toast';
import { PROFILE_NS } from '../i18n';

/**
 * Object URLs of picked files for their previews, made when a file is picked (an event, not a
 * render) and revoked when it is dropped or the component goes.
 */
export function usePreviews() {
  const urls = useRef(new Map<File, string>());
  useEffect(() => {
    const current = urls.current;
    return () => current.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return {
    add(file: File) {
      if (typeof URL.createObjectURL === 'function') urls.current.set(file, URL.createObjectURL(file));
    },
    drop(file: File | null) {
      const url = file && urls.current.get(file);
      if (url) URL.revokeObjectURL(url);
      if (file) urls.current.delete(file);
    },
    of: (file: File | null) => (file && urls.current.get(file)) ?? null,
  };
}

/**
 * One picture (profile photo, logo, banner): the current one, a new one picked (JPG or PNG, the
 * contract's check on pick) with Undo, and what changing it means (`note`).
 */
export function PictureField({
  label,
  current,
  file,
  onChange,
  note,
}: {
  label: string;
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  note?: ReactNode;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const previews = usePreviews();
  const [, rerender] = useState(0);
  const shown = previews.of(file) ?? current;
  const change = (next: File | null) => {
    previews.drop(file);
    if (next) previews.add(next);
    rerender((count) => count + 1);
    onChange(next);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = checkFile('image', picked);
    if (problem) toast.error(problem);
    else change(picked);
  };
  const action = `${current || file ? t('storeForm.replace') : t('storeForm.choose')}: ${label}`;
  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={shown ?? undefined}
          alt={file ? t('storeForm.newPicture', { name: label, file: file.name }) : t('storeForm.currentPicture', { name: label })}
          sx={{ width: 72, height: 72, bgcolor: 'action.selected', color: 'text.secondary' }}
        >
          <ImageOutlined />
        </Avatar>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            size="small"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
          >
            {action}
            <input type="file" accept={fileAcceptOf('image')} aria-label={action} onChange={pick} style={visuallyHidden} />
          </Button>
          {file && (
            <Button size="small" onClick={() => change(null)}>
              {t('storeForm.undo')}
            </Button>
          )}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {file ? t('storeForm.newPicture', { name: label, file: file.name }) : t('storeForm.pictureHint')}
      </Typography>
      {file && note}
    </Box>
  );
}
