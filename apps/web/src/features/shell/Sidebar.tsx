import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@dhub/contract';
import { Logo } from '../../components/Logo';
import { MENU_ITEMS } from './menuItems';

interface Props {
  /** Desktop: permanent drawer; otherwise a temporary drawer. */
  permanent: boolean;
  /** The mini-sidebar setting. */
  collapsed: boolean;
  /** The pointer is over the collapsed sidebar: it expands above the page. */
  hover: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  onHoverChange: (hover: boolean) => void;
}

function SidebarContent({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ px: mini ? 1.5 : 2.5 }}>
      <Box sx={{ height: LAYOUT.topbarHeight, display: 'flex', alignItems: 'center', justifyContent: mini ? 'center' : 'flex-start' }}>
        <Logo compact={mini} />
      </Box>
      <List disablePadding sx={{ mt: 1 }}>
        {MENU_ITEMS.map(({ key, to, icon: Icon }) => (
          <ListItemButton
            key={key}
            component={NavLink}
            to={to}
            onClick={onNavigate}
            title={mini ? t(`nav.${key}`) : undefined}
            sx={{
              borderRadius: 1,
              mb: 0.5,
              justifyContent: mini ? 'center' : 'flex-start',
              '&.active': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
                '&:hover': { bgcolor: 'primary.dark' },
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: mini ? 0 : 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            {!mini && <ListItemText primary={t(`nav.${key}`)} />}
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** Vertical sidebar: 280 px, collapsing to an 87 px mini sidebar that expands on hover. */
export function Sidebar({ permanent, collapsed, hover, mobileOpen, onMobileClose, onHoverChange }: Props) {
  if (!permanent) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { sx: { width: LAYOUT.sidebarWidth } } }}
        ModalProps={{ keepMounted: true }}
      >
        <SidebarContent mini={false} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  const mini = collapsed && !hover;
  const width = mini ? LAYOUT.miniSidebarWidth : LAYOUT.sidebarWidth;
  return (
    <Box sx={{ width: collapsed ? LAYOUT.miniSidebarWidth : LAYOUT.sidebarWidth, flexShrink: 0, transition: (theme) => theme.transitions.create('width') }}>
      <Drawer
        variant="permanent"
        onMouseEnter={() => collapsed && onHoverChange(true)}
        onMouseLeave={() => onHoverChange(false)}
        slotProps={{
          paper: {
            sx: {
              width,
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
              borderInlineEnd: (theme) => `1px solid ${theme.palette.divider}`,
            },
          },
        }}
      >
        <SidebarContent mini={mini} />
      </Drawer>
    </Box>
  );
}
