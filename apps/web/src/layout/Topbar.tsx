import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@dhub/contract';
import { Logo } from '../components/Logo';
import { FeatureParts } from '../navigation/FeatureShells';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageMenu } from './LanguageMenu';
import { StoreSwitcher } from './StoreSwitcher';
import { UserMenu } from './UserMenu';
import { HintTooltip } from '../components/HintTooltip';

interface Props {
  showLogo: boolean;
  showMenuButton: boolean;
  onMenuClick: () => void;
  onOpenCustomizer: () => void;
}

/** The 60 px top bar: sidebar toggle, language, dark mode, display settings, user menu. */
export function Topbar({ showLogo, showMenuButton, onMenuClick, onOpenCustomizer }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}>
      <Toolbar sx={{ minHeight: { xs: LAYOUT.topbarHeight }, height: LAYOUT.topbarHeight, gap: 0.5, px: { xs: 1, sm: 2 } }}>
        {showMenuButton && (
          <IconButton aria-label={t('shell.toggleSidebar')} onClick={onMenuClick} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        {showLogo && <Logo />}
        <Box sx={{ flex: 1 }} />
        <FeatureParts part="Topbar" />
        <StoreSwitcher />
        <LanguageMenu />
        <ColorModeToggle />
        <HintTooltip title={t('shell.settings')}>
          <IconButton aria-label={t('shell.settings')} onClick={onOpenCustomizer}>
            <SettingsOutlined />
          </IconButton>
        </HintTooltip>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
