import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import '../i18n/registerPageStrings';
import { PageSkeleton } from '../components/PageSkeleton';
import { useSettings } from '../settings/context';
import { HorizontalNav } from './HorizontalNav';
import { Sidebar } from './Sidebar';
import { PageContentMarker, useExtrasDeadline } from '../navigation/firstPageShown';
import { FeatureParts } from '../navigation/FeatureShells';
import { Topbar } from './Topbar';

const Customizer = lazy(() => import('./Customizer'));

/** Printing a page (an order's packing slip) prints the page alone: no menus, top bar or toasts. */
const PRINT_PAGE_ONLY = {
  '@media print': { '.MuiDrawer-root, header.MuiAppBar-root, nav, .dhub-toasts': { display: 'none !important' } },
};

/** The main layout: vertical (sidebar) or horizontal (top nav), boxed or full width. */
export function FullLayout() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { settings, update } = useSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  useExtrasDeadline();
  const [hover, setHover] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerLoaded, setCustomizerLoaded] = useState(false);

  const horizontal = settings.layout === 'horizontal' && desktop;
  const boxed = settings.boxed === 'boxed';
  const collapsed = settings.sidebarCollapse === 'mini-sidebar';

  const toggleSidebar = () => {
    if (desktop) update({ sidebarCollapse: collapsed ? 'full-sidebar' : 'mini-sidebar' });
    else setMobileOpen((open) => !open);
  };
  const openCustomizer = () => {
    setCustomizerLoaded(true);
    setCustomizerOpen(true);
  };

  return (
    <>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        {!horizontal && (
          <Sidebar
            permanent={desktop}
            collapsed={collapsed}
            hover={hover}
            onHoverChange={setHover}
            mobileOpen={mobileOpen}
            onMobileClose={() => setMobileOpen(false)}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Topbar showLogo={horizontal} showMenuButton={!horizontal} onMenuClick={toggleSidebar} onOpenCustomizer={openCustomizer} />
          {horizontal && <HorizontalNav boxed={boxed} />}
          <Container component="main" maxWidth={boxed ? 'lg' : false} sx={{ flex: 1, py: { xs: 2, md: 3 } }}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
              <PageContentMarker />
            </Suspense>
          </Container>
        </Box>
        <FeatureParts part="Live" />
        <GlobalStyles styles={PRINT_PAGE_ONLY} />
        {customizerLoaded && (
          <Suspense fallback={null}>
            <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
