import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { catalogueNavGroups, type NavGroupDef } from './catalogueNav';
import { MENU_ITEMS } from './menuItems';

function GroupMenu({ group }: { group: NavGroupDef }) {
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
        {t(`catalogueNav.${group.key}`)}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {group.links.map((link) => (
          <MenuItem key={link.to} component={NavLink} to={link.to} onClick={() => setAnchor(null)}>
            {t(`catalogueNav.${link.key}`)}
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
  const groups = catalogueNavGroups(profile.data?.stores ?? []);
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainMenu')}
      sx={{ bgcolor: 'background.paper', borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ display: 'flex', gap: 1, py: 1, flexWrap: 'wrap' }}>
        {MENU_ITEMS.map(({ key, to, icon: Icon }) => (
          <Button
            key={key}
            component={NavLink}
            to={to}
            startIcon={<Icon />}
            color="inherit"
            sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' } }}
          >
            {t(`nav.${key}`)}
          </Button>
        ))}
        {groups.map((group) => (
          <GroupMenu key={group.key} group={group} />
        ))}
      </Container>
    </Box>
  );
}
