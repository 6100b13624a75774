import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/context';

/** Light/dark switch (a native title instead of a MUI Tooltip keeps Popper off the login page). */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const dark = settings.colorMode === 'dark';
  const label = dark ? t('shell.lightMode') : t('shell.darkMode');
  return (
    <IconButton aria-label={label} title={label} onClick={() => update({ colorMode: dark ? 'light' : 'dark' })}>
      {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
