import { describe, expect, it } from 'vitest';
import {
  documentsStatusOf,
  isRequiredDocument,
  KYC_DOCUMENTS,
  maskNumber,
  missingDocumentsOf,
  presentNumbers,
  REGISTRATION_FILE_FIELDS,
  REQUIRED_DOCUMENTS,
  registrationEndpoints,
  storeSummarySchema,
  validateRegistration,
} from '../src/index.js';

describe('required documents (one rule for approval, none for registration)', () => {
  it('are the logo, PAN number and front, Aadhaar number and both sides', () => {
    expect([...REQUIRED_DOCUMENTS]).toEqual([
      'logo',
      'pan_number',
      'pan_card_front',
      'aadhar_number',
      'aadhar_card_front',
      'aadhar_card_back',
    ]);
    for (const name of REQUIRED_DOCUMENTS) expect(KYC_DOCUMENTS.map((document) => document.name)).toContain(name);
  });

  it('requires no file to register: every file part of RegisterStore is optional', () => {
    const files = registrationEndpoints.registerStore.multipart.files;
    expect(files.map((part) => part.name)).toEqual(REGISTRATION_FILE_FIELDS.map((rule) => rule.name));
    expect(files.filter((part) => part.required)).toEqual([]);
  });

  it('says which registration files approval needs', () => {
    const forApproval = REGISTRATION_FILE_FIELDS.filter((rule) => isRequiredDocument(rule.name)).map((rule) => rule.name);
    expect(forApproval).toEqual(['logo', 'pan_card_front', 'aadhar_card_front', 'aadhar_card_back']);
    expect(isRequiredDocument('pan_number')).toBe(true);
    expect(isRequiredDocument('gst_bill')).toBe(false);
  });

  it('missingDocumentsOf lists what is absent in rule order; documentsStatusOf says complete or missing', () => {
    expect(missingDocumentsOf([])).toEqual([...REQUIRED_DOCUMENTS]);
    const some = missingDocumentsOf(['aadhar_card_back', 'logo', 'pan_number', 'gst_bill']);
    expect(some).toEqual(['pan_card_front', 'aadhar_number', 'aadhar_card_front']);
    expect(documentsStatusOf(some)).toBe('missing');
    expect(documentsStatusOf(missingDocumentsOf(REQUIRED_DOCUMENTS))).toBe('complete');
  });

  it('a blank number is not present', () => {
    expect(presentNumbers({ pan_number: 'AB', aadhar_number: '  ', gst_number: null, business_number: undefined })).toEqual(['pan_number']);
  });

  it('a registration without any KYC number or document is valid', () => {
    const result = validateRegistration({ pan_number: '', aadhar_number: '' }, {});
    for (const field of ['pan_number', 'aadhar_number', ...REQUIRED_DOCUMENTS]) expect(result.fieldErrors[field]).toBeUndefined();
  });

  it('maskNumber keeps the last four characters', () => {
    expect(maskNumber('50100234567890')).toBe('••••7890');
  });

  it('the store summary carries the documents status', () => {
    const shape = storeSummarySchema.shape;
    expect(shape.documentsStatus.safeParse('missing').success).toBe(true);
    expect(shape.missingDocuments.safeParse(['pan_card_front']).success).toBe(true);
    expect(shape.missingDocuments.safeParse(['gst_bill']).success).toBe(false);
  });
});
