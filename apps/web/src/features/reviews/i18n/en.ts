import { REVIEW_MESSAGES } from '@dhub/contract';

const en = {
  title: 'Reviews',
  subtitle: 'What your customers say about their delivered orders, and your replies.',
  viewTitle: 'Review of order #{{number}}',
  viewTitleBooking: 'Review of booking #{{number}}',
  back: 'All reviews',
  average: 'Average rating',
  count: 'Reviews: {{count}}',
  stars: '{{rating}} of 5 stars',
  starsShort: '{{rating}}★',
  barLabel: '{{rating}} stars: {{count}}',
  filters: { rating: 'Rating', replied: 'Reply', repliedYes: 'Replied', repliedNo: 'Waiting for a reply' },
  order: 'Order #{{number}}',
  booking: 'Booking #{{number}}',
  noComment: 'No comment.',
  waiting: 'Waiting for your reply',
  yourReply: 'Your reply',
  reply: 'Reply',
  editReply: 'Edit reply',
  saveReply: 'Save reply',
  cancel: 'Cancel',
  open: 'Open the review of order #{{number}}',
  empty: 'No reviews yet',
  emptyHint: 'Customers can rate an order once it is delivered; their reviews appear here.',
  noMatch: 'No reviews match these filters',
  clearFilters: 'Clear filters',
  messages: { ...REVIEW_MESSAGES },
};

export type ReviewStrings = typeof en;
export default en;
