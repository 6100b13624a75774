/**
 * Every user-facing text the API and the web app share. The spec's exact texts are
 * kept verbatim; the web app translates them by key (see `messageKeyOf`).
 */
export const MESSAGES = {
  // Spec §5 / §8, verbatim
  invalidResponse: 'Invalid response from server',
  loginFailed: 'Login failed',
  fillRequiredFields: 'Please fill all required fields in this step.',
  maxBusinessImages: 'You can upload a maximum of 5 business images.',
  imagesOnly: 'Please choose only JPG, JPEG, or PNG files.',
  documentTypes: 'Please upload a JPG, JPEG, PNG, or PDF file.',
  pincodeDuplicate: 'This pincode is already added.',
  fetchDataFailed: 'Failed to fetch data.',
  fetchStatesFailed: 'Failed to fetch states',
  fetchCitiesFailed: 'Failed to fetch cities',
  storeAddFailed: 'Failed to add store.',
  storeAdded: 'Store added successfully!',
  storeAddedAllSteps: 'Store added successfully! All steps completed.',

  // Our own, where the spec is silent
  loginSuccess: 'Login successful',
  invalidCredentials: 'Invalid email or password.',
  tooManyLoginAttempts: 'Too many login attempts. Please try again in a few minutes.',
  accountSuspended: 'This account is suspended. Please contact support.',
  fieldRequired: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  invalidPhone: 'Enter a valid phone number (7 to 15 digits, optional leading +).',
  weakPassword: 'Password must be at least 8 characters and contain a letter and a number.',
  invalidNumber: 'Enter a valid number.',
  experienceRange: 'Experience must be between 0 and 80 years.',
  invalidDate: 'Enter a valid date.',
  mustBeAdult: 'You must be at least 18 years old.',
  latitudeRange: 'Latitude must be between -90 and 90.',
  longitudeRange: 'Longitude must be between -180 and 180.',
  deliveryChargeRange: 'Delivery charge must be zero or more.',
  invalidPincode: 'Enter a valid pincode (3 to 10 letters or digits).',
  invalidTime: 'Enter a time as HH:mm.',
  aadharFormat: 'Aadhaar number must be exactly 12 digits.',
  tooLong: 'This value is too long.',
  metaTitleTooLong: 'Meta title can be at most 90 characters.',
  metaDescriptionTooLong: 'Meta description can be at most 250 characters.',
  invalidIfsc: 'Enter a valid IFSC code (e.g. SBIN0001234).',
  invalidAccountNumber: 'Account number must be 9 to 18 digits.',
  invalidUpi: 'Enter a valid UPI ID (e.g. name@bank).',
  fileTooLarge: 'Each file must be at most 5 MB.',
  fileContentMismatch: 'The file content does not match its type.',
  emailTaken: 'An account with this email already exists.',
  unknownService: 'Choose a service from the list.',
  unknownLocation: 'Choose a country, state and city from the lists.',
  invalidRequest: 'The request is not valid.',
  unauthorized: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notFound: 'Not found.',
  forbidden: 'You do not have access to this.',
  storeNotActive: 'This store is suspended or was not approved: it cannot be changed.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong. Please try again.',
  payloadTooLarge: 'The upload is too large.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>((Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]));

/** The key of a shared message, from its English text (as sent by the API). */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
