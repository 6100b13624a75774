import { Suspense, useMemo, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, useLocation, useSearchParams, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_VERTICALS, isCatalogueVertical, ROUTES } from '@dhub/contract';
import '../../i18n/registerPageStrings';
import { ErrorState } from '../../components/ErrorState';
import { PageSkeleton } from '../../components/PageSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { UiTextsProvider } from '../../components/UiTexts';
import { useVendorProfile } from '../../vendor/useVendorProfile';
import { currentStore, firstCatalogueStore } from '../../vendor/currentStore';
import { useTranslatedUiTexts } from '../../i18n/ui';
import { useCatalogueStrings } from './i18n';
import { CATALOGUE_PAGES } from './pageLoaders';
import { HEADINGS_WHILE_LOADING } from './pageHeadings';
import { CATEGORY_ROUTES, catalogueRouteOf, type Vertical } from './routeTable';
import { ScopeContext, type CatalogueScope } from './scope';

/**
 * Every catalogue route (routeTable.ts) shows this page: it finds the route's generic page and
 * the store it acts on (the current store when it sells the vertical, else the vendor's first
 * store of that vertical), then renders the page with that scope.
 */
export default function CataloguePage() {
  // Here, above the shared words: the page renders again once the language's catalogue strings
  // have loaded (they arrive after the page), and its words with it.
  const ready = useCatalogueStrings();
  const texts = useTranslatedUiTexts();
  return (
    <UiTextsProvider texts={texts}>
      <CatalogueRoute ready={ready} />
    </UiTextsProvider>
  );
}

function CatalogueRoute({ ready }: { ready: boolean }) {
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const route = catalogueRouteOf(pathname);
  const profile = useVendorProfile();
  const currentId = useSyncExternalStore(currentStore.subscribe, currentStore.get, currentStore.get);

  const scope = useMemo((): CatalogueScope | 'none' | null => {
    if (!route || !profile.data) return null;
    const stores = profile.data.stores.filter((store) => isCatalogueVertical(store.service?.kind));
    const verticals = CATALOGUE_VERTICALS.filter((vertical) => stores.some((store) => store.service.kind === vertical));
    const current = stores.find((store) => store._id === currentId);
    const asked = params.get('vertical');
    const vertical =
      route.vertical ??
      (isCatalogueVertical(asked) && verticals.includes(asked)
        ? asked
        : ((current ?? firstCatalogueStore(stores))?.service.kind as Vertical | undefined));
    const candidates = stores.filter((store) => store.service.kind === vertical);
    const store = candidates.find((candidate) => candidate._id === currentId) ?? candidates[0];
    if (!vertical || !store) return 'none';
    const allVerticals = route.vertical === null && route.kind === 'list' && asked === 'all';
    return {
      vertical,
      storeId: store._id,
      store,
      verticals,
      productMode: route.vertical === null && !(route.kind in CATEGORY_ROUTES),
      selectable: route.vertical === null,
      allVerticals,
    };
  }, [route, profile.data, currentId, params]);

  if (!route) return <Navigate to={ROUTES.notFound} replace />;
  if (!ready || profile.isPending) return <PageSkeleton />;
  if (profile.error) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (scope === 'none' || !scope) {
    const vertical = route.vertical;
    return (
      <Box>
        <PageHeader title={vertical ? t('noStore.title', { vertical: t(`verticals.${vertical}`) }) : t('noStore.anyTitle')} />
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={ROUTES.registration}>
              {t('noStore.register')}
            </Button>
          }
        >
          {t('noStore.body')}
        </Alert>
      </Box>
    );
  }
  const Page = CATALOGUE_PAGES[route.kind];
  return (
    <ScopeContext.Provider value={scope}>
      <Suspense fallback={<PageSkeleton heading={HEADINGS_WHILE_LOADING[route.kind]?.(scope, t)} />}>
        <Page key={`${route.kind}:${scope.allVerticals ? 'all' : scope.vertical}:${scope.storeId}`} />
      </Suspense>
    </ScopeContext.Provider>
  );
}
