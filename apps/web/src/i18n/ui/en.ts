/**
 * The shared components' words (dialogs, filters, load errors, the pager): one translation for
 * every page that gives them their language (see `useTranslatedUiTexts`).
 */
const en = {
  cancel: 'Cancel',
  retry: 'Retry',
  all: 'All',
  loadError: 'Could not load this page.',
  missingId: 'No item was chosen. Open it from the list.',
  notFound: 'Not found. It may have been deleted, or it is not yours.',
  rowsPerPage: 'Rows per page',
  filters: 'Filters',
  ofTotal: '{{from}}–{{to}} of {{count}}',
  ofTotalCapped: '{{from}}–{{to}} of {{count}}+',
  pagePrevious: 'Go to the previous page',
  pageNext: 'Go to the next page',
};

export type UiStrings = typeof en;
export default en;
