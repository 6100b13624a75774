import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@dhub/contract';
import { Logo } from '../components/Logo';
import { MenuSkeleton } from './MenuSkeleton';
import { useVendorProfile } from '../vendor/useVendorProfile';
import { NavBadge } from '../navigation/NavBadge';
import { useMenuSections } from '../navigation/FeatureShells';
import type { NavGroupEntry, NavItemEntry, NavSection } from '../navigation/types';

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

const itemSx = (mini: boolean) => ({
  borderRadius: 1,
  mb: 0.5,
  justifyContent: mini ? 'center' : 'flex-start',
  '&.active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
    '&:hover': { bgcolor: 'primary.dark' },
  },
});

function NavGroup({ group, mini, onNavigate }: { group: NavGroupEntry; mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = group.paths.some((path) => path.toLowerCase() === pathname.toLowerCase());
  const [open, setOpen] = useState(active);
  const label = t(group.label as 'nav.dashboard');
  const Icon = group.icon;
  if (mini) {
    return (
      <ListItem disablePadding>
        <ListItemButton component={NavLink} to={group.links[0]!.to} onClick={onNavigate} title={label} aria-label={label} sx={itemSx(true)}>
          <ListItemIcon sx={{ minWidth: 0 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </ListItem>
    );
  }
  // A list item holds the group's button and its links (a list must hold list items only).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open || active} sx={{ borderRadius: 1, mb: 0.5 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} />
        {open || active ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open || active} unmountOnExit>
        <List disablePadding>
          {group.links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} onClick={onNavigate} sx={{ ...itemSx(false), pl: 6.5, py: 0.5 }}>
                <ListItemText primary={t(link.label as 'nav.dashboard')} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function NavItem({ item, mini, onNavigate }: { item: NavItemEntry; mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const label = t(item.label as 'nav.dashboard');
  const Icon = item.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={item.to} onClick={onNavigate} title={mini ? label : undefined} sx={itemSx(mini)}>
        <ListItemIcon sx={{ minWidth: mini ? 0 : 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {!mini && <ListItemText primary={label} />}
        {!mini && item.Badge && <NavBadge Badge={item.Badge} />}
      </ListItemButton>
    </ListItem>
  );
}

function Section({ section, mini, onNavigate }: { section: NavSection; mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const heading =
    section.heading && !mini ? (
      <ListSubheader
        disableSticky
        sx={{ bgcolor: 'transparent', px: 1, lineHeight: '32px', mt: 1, textTransform: 'uppercase', fontSize: 12, fontWeight: 700 }}
      >
        {t(section.heading as 'nav.dashboard')}
      </ListSubheader>
    ) : undefined;
  return (
    <List disablePadding subheader={heading} sx={{ mt: section.heading ? 0 : 1 }}>
      {section.entries.map((entry) =>
        entry.kind === 'item' ? (
          <NavItem key={entry.key} item={entry} mini={mini} onNavigate={onNavigate} />
        ) : (
          <NavGroup key={entry.key} group={entry} mini={mini} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}

function SidebarContent({ mini, onNavigate }: { mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const sections = useMenuSections(profile.data?.stores ?? []);
  return (
    <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ px: mini ? 1.5 : 2.5, pb: 2 }}>
      <Box sx={{ height: LAYOUT.topbarHeight, display: 'flex', alignItems: 'center', justifyContent: mini ? 'center' : 'flex-start' }}>
        <Logo compact={mini} />
      </Box>
      {sections.map((section) => (
        <Section key={section.key} section={section} mini={mini} onNavigate={onNavigate} />
      ))}
      {profile.isPending && <MenuSkeleton mini={mini} />}
    </Box>
  );
}

/**
 * The menu of a phone or tablet: a temporary drawer, mounted when first opened and kept after (its
 * next openings slide at once). Kept mounted from the start, its portal rendered the whole menu in
 * a second synchronous pass before the first page's paint (~0.27 s of issue 10's slowed phone CPU).
 */
function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: LAYOUT.sidebarWidth } } }}
      ModalProps={{ keepMounted: opened }}
    >
      <SidebarContent mini={false} onNavigate={onClose} />
    </Drawer>
  );
}

/** Vertical sidebar: 280 px, collapsing to an 87 px mini sidebar that expands on hover. */
export function Sidebar({ permanent, collapsed, hover, mobileOpen, onMobileClose, onHoverChange }: Props) {
  if (!permanent) return <PhoneMenu open={mobileOpen} onClose={onMobileClose} />;
  const mini = collapsed && !hover;
  const width = mini ? LAYOUT.miniSidebarWidth : LAYOUT.sidebarWidth;
  return (
    <Box
      sx={{
        width: collapsed ? LAYOUT.miniSidebarWidth : LAYOUT.sidebarWidth,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
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
