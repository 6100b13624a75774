import { useTranslation } from 'react-i18next';
import type { UiTexts } from '../../../components/UiTexts';

const PAGE_BUTTONS = {
  first: 'common.pageFirst',
  previous: 'common.pagePrevious',
  next: 'common.pageNext',
  last: 'common.pageLast',
} as const;

/** The shared components' words, from the catalogue's strings. */
export function useCatalogueUiTexts(): UiTexts {
  const { t } = useTranslation('catalogue');
  return {
    cancel: t('common.cancel'),
    retry: t('common.retry'),
    all: t('common.all'),
    loadError: t('common.loadError'),
    missingId: t('common.missingId'),
    notFound: t('common.notFound'),
    rowsPerPage: t('common.rowsPerPage'),
    filters: t('common.filters'),
    displayedRows: ({ capped, ...range }) => t(capped ? 'common.ofTotalCapped' : 'common.ofTotal', range),
    pageButton: (type) => t(PAGE_BUTTONS[type]),
  };
}
