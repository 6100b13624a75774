import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { useTranslation } from 'react-i18next';
import { useAccountLinks } from '../navigation/FeatureShells';
import { sessionStore } from '../session/session';
import { useSession } from '../session/useSession';

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = session?.user.name ?? '';
  const accountLinks = useAccountLinks();

  const signOut = () => {
    setAnchor(null);
    sessionStore.signOut();
  };

  return (
    <>
      <IconButton
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 16 }}>{name.trim().charAt(0).toUpperCase() || '?'}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="caption" color="text.secondary">
            {t('shell.signedInAs')}
          </Typography>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session?.user.email}
          </Typography>
        </Box>
        <Divider />
        {accountLinks.map(({ key, label, to, icon: Icon }) => (
          <MenuItem key={key} component={RouterLink} to={to} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(label as 'shell.userMenu')}
          </MenuItem>
        ))}
        <MenuItem component={RouterLink} to={ROUTES.changePassword} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.changePassword')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
