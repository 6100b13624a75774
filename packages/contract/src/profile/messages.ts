/** User-facing texts of the vendor's profile, store details, KYC documents and bank account, and of their review. */
export const PROFILE_MESSAGES = {
  profileSaved: 'Your profile was saved.',
  storeSaved: 'Store details saved.',
  documentsSaved: 'Documents sent: an operator will review them.',
  documentsSavedStoreInReview: 'Documents sent: your store is back in review until an operator approves it again.',
  nothingToSend: 'Choose a document or enter a number to send.',
  businessImageUnknown: 'This image is not one of the store’s business images.',
  bankSaved: 'Bank account saved: it will be verified before any payout is made to it.',
  bankPasswordWrong: 'The password is not right: the bank account was not changed.',
  bankNotProvided: 'This store has no bank account yet.',
  documentNotProvided: 'This document has not been provided yet.',
  documentVerifiedDone: 'Document verified.',
  documentRejectedDone: 'Document rejected: the vendor sees the reason.',
  documentsNotVerified: 'This store cannot be approved: its required documents are not all verified.',
  bankVerifiedDone: 'Bank account verified: payouts can be made to it.',
  bankRejectedDone: 'Bank account rejected: the vendor sees the reason.',
} as const;
