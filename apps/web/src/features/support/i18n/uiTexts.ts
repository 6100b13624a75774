import { useTranslation } from 'react-i18next';
import type { UiTexts } from '../../../components/UiTexts';
import { SUPPORT_NS } from './index';

const PAGE_BUTTONS = { first: 'ui.pageFirst', previous: 'ui.pagePrevious', next: 'ui.pageNext', last: 'ui.pageLast' } as const;

/** The shared components' words (pager, load errors, dialogs), from support's strings. */
export function useSupportUiTexts(): UiTexts {
  const { t } = useTranslation(SUPPORT_NS);
  return {
    cancel: t('ui.cancel'),
    retry: t('ui.retry'),
    all: t('ui.all'),
    loadError: t('ui.loadError'),
    missingId: t('ui.missingId'),
    notFound: t('ui.notFound'),
    rowsPerPage: t('ui.rowsPerPage'),
    filters: t('ui.filters'),
    displayedRows: ({ capped, ...range }) => t(capped ? 'ui.ofTotalCapped' : 'ui.ofTotal', range),
    pageButton: (type) => t(PAGE_BUTTONS[type]),
  };
}
