import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type Language } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/context';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export default function LanguageMenuList({ id, anchor, onClose }: Props) {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const choose = (language: Language) => {
    update({ language });
    onClose();
  };
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} selected={language === settings.language} lang={language} onClick={() => choose(language)}>
          <ListItemText primary={t(`languages.${language}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
