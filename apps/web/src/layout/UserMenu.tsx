import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../session/session';
import { useSession } from '../session/useSession';

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = session?.user.name ?? '';

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
