/** User-facing texts of reviews (customers' ratings of delivered orders and completed bookings, the vendor's replies). */
export const REVIEW_MESSAGES = {
  reviewAdded: 'Thank you for your review.',
  reviewNotFound: 'This review was not found.',
  reviewNotAllowed: 'Only a delivered order or a completed booking can be reviewed.',
  alreadyReviewed: 'This has already been reviewed.',
  ratingRange: 'Choose a rating from 1 to 5 stars.',
  replyNeeded: 'Write a reply.',
  replySaved: 'Your reply was saved.',
} as const;
