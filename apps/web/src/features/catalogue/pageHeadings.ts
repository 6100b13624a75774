import type { TFunction } from 'i18next';
import type { PageHeading } from '../../components/PageHeader';
import type { CataloguePageKind, CategoryPage } from './routeTable';
import type { CatalogueScope } from './scope';

type HeadingOf = (scope: CatalogueScope, t: TFunction<'catalogue'>) => PageHeading;

const verticalName = (scope: CatalogueScope, t: TFunction<'catalogue'>) => t(`verticals.${scope.vertical}`);

export const listHeading: HeadingOf = (scope, t) => ({
  title: scope.allVerticals ? t('titles.allProducts') : t('titles.list', { vertical: verticalName(scope, t) }),
  subtitle: t('subtitles.list'),
});

export const browseHeading: HeadingOf = (scope, t) => ({
  title: t('titles.browse', { vertical: verticalName(scope, t) }),
  subtitle: t('subtitles.browse'),
});

export const requestsHeading: HeadingOf = (scope, t) => ({
  title: t('titles.requests', { vertical: verticalName(scope, t) }),
  subtitle: t('subtitles.requests'),
});

export const categoriesHeading =
  (kind: CategoryPage): HeadingOf =>
  (scope, t) => ({
    title: t(`titles.${kind}`),
    subtitle: `${t('subtitles.categories')} ${verticalName(scope, t)} · ${scope.store.name}`,
  });

/**
 * The pages whose heading the scope alone decides: CataloguePage shows it while the page's code
 * loads (on a phone the title is up ~0.5 s before the list's code has arrived and run).
 */
export const HEADINGS_WHILE_LOADING: Partial<Record<CataloguePageKind, HeadingOf>> = {
  list: listHeading,
  browse: browseHeading,
  requests: requestsHeading,
  pendingCategories: categoriesHeading('pendingCategories'),
  pendingSubcategories: categoriesHeading('pendingSubcategories'),
  rejectedCategories: categoriesHeading('rejectedCategories'),
  rejectedSubcategories: categoriesHeading('rejectedSubcategories'),
};
