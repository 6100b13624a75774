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
};

export type HelpStrings = typeof en;
export default en;
