import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageMenu } from './LanguageMenu';

/** Layout of the /auth pages: no sidebar; language and dark-mode switches for guests. */
export function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: { xs: 1, sm: 2 }, pt: 1, minHeight: 48 }}>
        <LanguageMenu />
        <ColorModeToggle />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
