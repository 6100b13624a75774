const en = {
  faqs: {
    title: 'Frequently asked questions',
    subtitle: 'Answers about selling on the marketplace, in general and for each service.',
    search: 'Search the questions and answers',
    services: 'Questions by service',
    all: 'All',
    general: 'General',
    empty: 'No questions yet.',
    noMatch: 'No question matches this search.',
    clear: 'Clear the search',
  },
  policy: {
    title: 'Policies',
    subtitle: 'The rules that apply to the stores of each service and to their customers.',
    service: 'Service',
    kinds: { terms: 'Terms', privacy: 'Privacy', refund: 'Refunds', cancellation: 'Cancellations', shipping: 'Delivery' },
    updated: 'Last updated {{date}}',
    empty: 'This service has no published policies yet.',
  },
  inEnglish: 'Not translated yet: shown in English.',
  ui: {
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
    pageFirst: 'Go to the first page',
    pagePrevious: 'Go to the previous page',
    pageNext: 'Go to the next page',
    pageLast: 'Go to the last page',
  },
};

export type HelpStrings = typeof en;
export default en;
