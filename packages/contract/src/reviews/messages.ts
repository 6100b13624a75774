/** User-facing texts of reviews (customers' ratings of delivered orders, the vendor's replies). */
export const REVIEW_MESSAGES = {
  reviewAdded: 'Thank you for your review.',
  reviewNotFound: 'This review was not found.',
  reviewNotAllowed: 'Only a delivered order can be reviewed.',
  alreadyReviewed: 'This order has already been reviewed.',
  ratingRange: 'Choose a rating from 1 to 5 stars.',
  replyNeeded: 'Write a reply.',
  replySaved: 'Your reply was saved.',
} as const;
