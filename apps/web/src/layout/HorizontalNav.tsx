import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVendorProfile } from '../vendor/useVendorProfile';
import { useMenuSections } from '../navigation/FeatureShells';
import { NavBadge } from '../navigation/NavBadge';
import { MenuSkeleton } from './MenuSkeleton';
import type { NavGroupEntry } from '../navigation/types';

function GroupMenu({ group }: { group: NavGroupEntry }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = group.icon;
  const id = `nav-${group.key}`;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Icon />}
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(group.label as 'nav.dashboard')}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.links.map((link) => (
          <MenuItem key={link.to} component={NavLink} to={link.to} onClick={() => setAnchor(null)}>
            {t(link.label as 'nav.dashboard')}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The horizontal layout's top navigation (desktop only; phones keep the drawer). */
export function HorizontalNav({ boxed }: { boxed: boolean }) {
  const { t } = useTranslation();
  const profile = useVendorProfile();
  const entries = useMenuSections(profile.data?.stores ?? []).flatMap((section) => section.entries);
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainMenu')}
      sx={{ bgcolor: 'background.paper', borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ display: 'flex', gap: 1, py: 1, flexWrap: 'wrap' }}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <Button
              key={entry.key}
              component={NavLink}
              to={entry.to}
              startIcon={<entry.icon />}
              color="inherit"
              sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
            >
              {t(entry.label as 'nav.dashboard')}
              {entry.Badge && <NavBadge Badge={entry.Badge} />}
            </Button>
          ) : (
            <GroupMenu key={entry.key} group={entry} />
          ),
        )}
        {profile.isPending && <MenuSkeleton horizontal />}
      </Container>
    </Box>
  );
}
