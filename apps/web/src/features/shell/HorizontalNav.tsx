import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MENU_ITEMS } from './menuItems';

/** The horizontal layout's top navigation (desktop only; phones keep the drawer). */
export function HorizontalNav({ boxed }: { boxed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainMenu')}
      sx={{ bgcolor: 'background.paper', borderBottom: (theme) => `1px solid ${theme.palette.divider}` }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ display: 'flex', gap: 1, py: 1 }}>
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
      </Container>
    </Box>
  );
}
