import { describe, expect, it } from 'vitest';
import {
  addKeywords,
  addPincode,
  checkBusinessImages,
  checkFile,
  emptyRegistrationForm,
  emptyWorkingHours,
  LIMITS,
  MESSAGES,
  type RegistrationFormValues,
  setDayOpen,
  splitKeywords,
  stepOfField,
  toRegistrationTextFields,
  toValidationValues,
  toWorkingHoursPayload,
  validateRegistration,
  validateRegistrationStep,
} from '../src/index.js';

const png = (name = 'a.png', size = 100) => ({ name, size });

function completeForm(): RegistrationFormValues {
  return {
    ...emptyRegistrationForm(),
    personalName: 'Asha Rao',
    personalEmail: 'asha@example.com',
    personalPhone: '9876543210',
    altphone: '+91 98765 43211',
    experiance: '4',
    dob: '1990-05-17',
    email: 'Asha.Store@Example.com',
    password: 'Secret123',
    serviceId: '0b8f3f0e-1111-4222-8333-444455556666',
    name: 'Asha Fresh Mart',
    phone: '9876543212',
    address: '12 MG Road',
    latitude: '12.9716',
    longitude: '77.5946',
    countryId: 'c',
    stateId: 's',
    cityId: 'ci',
    pan_number: 'ABCDE1234F',
    aadhar_number: '123412341234',
    bankName: 'State Bank of India',
    branchName: 'MG Road',
    accountHolderName: 'Asha Rao',
    accountNumber: '123456789012',
    ifsCode: 'sbin0001234',
    upiId: 'asha@okaxis',
    metaTitle: 'Asha Fresh Mart',
    metaDescription: 'Fresh groceries delivered',
  };
}

const requiredFiles = {
  logo: [png('logo.png')],
  pan_card_front: [png('pan.pdf')],
  aadhar_card_front: [png('af.jpg')],
  aadhar_card_back: [png('ab.jpeg')],
};

describe('step completeness (spec §5)', () => {
  const required: Record<number, string[]> = {
    0: ['personalName', 'personalEmail', 'personalPhone', 'email', 'password', 'altphone', 'experiance', 'dob'],
    1: ['serviceId', 'name', 'phone', 'address', 'latitude', 'longitude', 'countryId', 'stateId', 'cityId'],
    3: ['bankName', 'branchName', 'accountHolderName', 'accountNumber', 'ifsCode', 'upiId'],
    4: ['metaTitle', 'metaDescription'],
  };
  for (const [step, fields] of Object.entries(required)) {
    it(`step ${step} requires exactly ${fields.join(', ')}`, () => {
      const result = validateRegistrationStep(Number(step) as 0, toValidationValues(emptyRegistrationForm()), {});
      expect(result.ok).toBe(false);
      expect(result.message).toBe(MESSAGES.fillRequiredFields);
      expect(Object.keys(result.fieldErrors).sort()).toEqual([...fields].sort());
    });
  }

  it('step 2 has no check (spec §5): an empty KYC step passes; the documents are needed for approval only', () => {
    expect(validateRegistrationStep(2, toValidationValues(emptyRegistrationForm()), {})).toEqual({
      ok: true,
      message: null,
      fieldErrors: {},
    });
    // What is sent is still checked.
    const bad = validateRegistrationStep(2, toValidationValues({ ...emptyRegistrationForm(), aadhar_number: '1234' }), {
      logo: [{ name: 'logo.gif', size: 10 }],
    });
    expect(bad.fieldErrors).toEqual({ aadhar_number: MESSAGES.aadharFormat, logo: MESSAGES.imagesOnly });
  });

  it('every step passes on a complete form', () => {
    const values = toValidationValues(completeForm());
    for (const step of [0, 1, 2, 3, 4] as const) {
      expect(validateRegistrationStep(step, values, requiredFiles)).toEqual({ ok: true, message: null, fieldErrors: {} });
    }
    expect(validateRegistration(values, requiredFiles).ok).toBe(true);
  });

  it('whitespace-only text counts as missing', () => {
    const values = { ...completeForm(), personalName: '   ' };
    expect(validateRegistrationStep(0, toValidationValues(values), {}).fieldErrors).toEqual({
      personalName: MESSAGES.fieldRequired,
    });
  });
});

describe('field formats', () => {
  const errorOf = (step: 0 | 1 | 2 | 3 | 4, patch: Partial<RegistrationFormValues>, field: string) =>
    validateRegistrationStep(step, toValidationValues({ ...completeForm(), ...patch }), requiredFiles).fieldErrors[field];

  it.each([
    [{ personalEmail: 'nope' }, 'personalEmail', MESSAGES.invalidEmail],
    [{ personalPhone: '12ab' }, 'personalPhone', MESSAGES.invalidPhone],
    [{ experiance: '-1' }, 'experiance', MESSAGES.experienceRange],
    [{ experiance: 'abc' }, 'experiance', MESSAGES.invalidNumber],
    [{ dob: '2001-02-30' }, 'dob', MESSAGES.invalidDate],
    [{ dob: `${new Date().getFullYear() - 10}-01-01` }, 'dob', MESSAGES.mustBeAdult],
    [{ password: 'short1' }, 'password', MESSAGES.weakPassword],
    [{ password: 'lettersonly' }, 'password', MESSAGES.weakPassword],
  ] as const)('step 0 %o', (patch, field, message) => {
    expect(errorOf(0, patch, field)).toBe(message);
  });

  it.each([
    [{ latitude: '91' }, 'latitude', MESSAGES.latitudeRange],
    [{ longitude: '-181' }, 'longitude', MESSAGES.longitudeRange],
    [{ deliveryCharge: '-5' }, 'deliveryCharge', MESSAGES.deliveryChargeRange],
    [{ pincode: '!' }, 'pincode', MESSAGES.invalidPincode],
  ] as const)('step 1 %o', (patch, field, message) => {
    expect(errorOf(1, patch, field)).toBe(message);
  });

  it.each(['12341234123', '1234123412345', '12341234123a'])('Aadhaar %s is rejected', (aadhar_number) => {
    expect(errorOf(2, { aadhar_number }, 'aadhar_number')).toBe(MESSAGES.aadharFormat);
  });

  it.each([
    [{ ifsCode: 'SBIN1234567' }, 'ifsCode', MESSAGES.invalidIfsc],
    [{ accountNumber: '1234' }, 'accountNumber', MESSAGES.invalidAccountNumber],
    [{ upiId: 'no-at-sign' }, 'upiId', MESSAGES.invalidUpi],
  ] as const)('step 3 %o', (patch, field, message) => {
    expect(errorOf(3, patch, field)).toBe(message);
  });

  it('meta title and description limits are 90 and 250', () => {
    expect(errorOf(4, { metaTitle: 'x'.repeat(LIMITS.metaTitleMax) }, 'metaTitle')).toBeUndefined();
    expect(errorOf(4, { metaTitle: 'x'.repeat(91) }, 'metaTitle')).toBe(MESSAGES.metaTitleTooLong);
    expect(errorOf(4, { metaDescription: 'x'.repeat(250) }, 'metaDescription')).toBeUndefined();
    expect(errorOf(4, { metaDescription: 'x'.repeat(251) }, 'metaDescription')).toBe(MESSAGES.metaDescriptionTooLong);
  });
});

describe('files', () => {
  it('images take jpg, jpeg and png only; documents also pdf', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png']) expect(checkFile('image', png(name))).toBeNull();
    expect(checkFile('image', png('a.pdf'))).toBe(MESSAGES.imagesOnly);
    expect(checkFile('document', png('a.pdf'))).toBeNull();
    expect(checkFile('document', png('a.gif'))).toBe(MESSAGES.documentTypes);
    expect(checkFile('document', png('noextension'))).toBe(MESSAGES.documentTypes);
  });

  it('files over the size limit are rejected', () => {
    expect(checkFile('image', png('a.png', LIMITS.fileMaxBytes))).toBeNull();
    expect(checkFile('image', png('a.png', LIMITS.fileMaxBytes + 1))).toBe(MESSAGES.fileTooLarge);
  });

  it('business images: at most 5 in total, images only', () => {
    expect(checkBusinessImages(3, [png(), png()])).toBeNull();
    expect(checkBusinessImages(4, [png(), png()])).toBe(MESSAGES.maxBusinessImages);
    expect(checkBusinessImages(0, [png('x.pdf')])).toBe(MESSAGES.imagesOnly);
    const six = Array.from({ length: 6 }, () => png());
    const result = validateRegistration(toValidationValues(completeForm()), { ...requiredFiles, business_images: six });
    expect(result.fieldErrors).toEqual({ business_images: MESSAGES.maxBusinessImages });
    expect(result.message).toBe(MESSAGES.maxBusinessImages);
  });

  it('unknown file fields and repeated single files are refused', () => {
    const result = validateRegistration(toValidationValues(completeForm()), {
      ...requiredFiles,
      logo: [png(), png()],
      virus: [png('x.png')],
    });
    expect(result.fieldErrors).toEqual({ logo: MESSAGES.invalidRequest, virus: MESSAGES.invalidRequest });
  });
});

describe('pincodes, keywords and working hours', () => {
  it('blank pincode ignored, duplicate rejected with the spec text', () => {
    expect(addPincode(['560001'], '  ')).toEqual({ ok: true, list: ['560001'] });
    expect(addPincode(['560001'], ' 560001 ')).toEqual({ ok: false, list: ['560001'], error: MESSAGES.pincodeDuplicate });
    expect(addPincode(['560001'], '560002')).toEqual({ ok: true, list: ['560001', '560002'] });
  });

  it('keywords are split on commas, trimmed, blanks dropped, repeats kept once', () => {
    expect(splitKeywords(' fresh , ,organic,  veg ')).toEqual(['fresh', 'organic', 'veg']);
    expect(addKeywords(['fresh'], 'fresh, dairy')).toEqual(['fresh', 'dairy']);
  });

  it('only open days with both times are sent; turning a day off clears its times', () => {
    let hours = emptyWorkingHours();
    hours = setDayOpen(hours, 'monday', true);
    hours = { ...hours, monday: { ...hours.monday, fromTime: '09:00', toTime: '18:00' } };
    hours = setDayOpen(hours, 'tuesday', true);
    hours = { ...hours, tuesday: { ...hours.tuesday, fromTime: '09:00' } };
    expect(toWorkingHoursPayload(hours)).toEqual([{ day: 'monday', fromTime: '09:00', toTime: '18:00', isOpen: true }]);
    hours = setDayOpen(hours, 'monday', false);
    expect(hours.monday).toEqual({ isOpen: false, fromTime: '', toTime: '' });
    expect(toWorkingHoursPayload(hours)).toEqual([]);
  });
});

describe('multipart round trip', () => {
  it('text fields encode as the spec says and the server-side check accepts them', () => {
    const form = {
      ...completeForm(),
      deliveryPincode: ['560001', '560002'],
      metakeywords: ['fresh', 'organic'],
      shopOpenOrClose: false,
      workingHours: { ...emptyWorkingHours(), friday: { isOpen: true, fromTime: '08:00', toTime: '20:00' } },
    };
    const fields = toRegistrationTextFields(form);
    expect(fields.deliveryPincode).toBe('["560001","560002"]');
    expect(fields.metakeywords).toBe('fresh,organic');
    expect(fields.shopOpenOrClose).toBe('false');
    expect(JSON.parse(fields.workingHours!)).toEqual([{ day: 'friday', fromTime: '08:00', toTime: '20:00', isOpen: true }]);
    expect(validateRegistration(fields, requiredFiles)).toEqual({ ok: true, message: null, fieldErrors: {} });
  });

  it('malformed JSON lists and duplicate days are refused, not crashed on', () => {
    const fields = toRegistrationTextFields(completeForm());
    const bad = validateRegistration({ ...fields, deliveryPincode: '[oops', workingHours: '{"day":1}' }, requiredFiles);
    expect(bad.fieldErrors.deliveryPincode).toBe(MESSAGES.invalidRequest);
    expect(bad.fieldErrors.workingHours).toBe(MESSAGES.invalidRequest);
    const day = { day: 'monday', fromTime: '09:00', toTime: '10:00', isOpen: true };
    const dup = validateRegistration({ ...fields, workingHours: JSON.stringify([day, day]) }, requiredFiles);
    expect(dup.fieldErrors.workingHours).toBe(MESSAGES.invalidRequest);
  });

  it('maps each field to its wizard step', () => {
    expect(stepOfField('dob')).toBe(0);
    expect(stepOfField('cityId')).toBe(1);
    expect(stepOfField('business_images')).toBe(2);
    expect(stepOfField('upiId')).toBe(3);
    expect(stepOfField('metakeywords')).toBe(4);
    expect(stepOfField('nonsense')).toBeUndefined();
  });
});

describe('isRequiredRegistrationField (labels agree with the checks)', () => {
  it('marks the spec step-0/1/3/4 fields required, and no file', async () => {
    const { isRequiredRegistrationField } = await import('../src/index.js');
    for (const field of ['personalName', 'personalEmail', 'personalPhone', 'altphone', 'experiance', 'dob', 'email', 'password'])
      expect(isRequiredRegistrationField(field)).toBe(true);
    for (const field of ['serviceId', 'name', 'phone', 'address', 'latitude', 'longitude', 'countryId', 'stateId', 'cityId'])
      expect(isRequiredRegistrationField(field)).toBe(true);
    for (const field of [
      'bankName',
      'branchName',
      'accountHolderName',
      'accountNumber',
      'ifsCode',
      'upiId',
      'metaTitle',
      'metaDescription',
    ])
      expect(isRequiredRegistrationField(field)).toBe(true);
    for (const field of [
      'description',
      'pincode',
      'deliveryCharge',
      'deliveryPincode',
      'shopOpenOrClose',
      'workingHours',
      'metakeywords',
      'gst_number',
      'image',
      'banner_image',
      'business_images',
    ])
      expect(isRequiredRegistrationField(field)).toBe(false);
    // Step 2 blocks nothing: its documents are required for approval, not for Next.
    for (const field of ['logo', 'pan_number', 'pan_card_front', 'aadhar_number', 'aadhar_card_front', 'aadhar_card_back'])
      expect(isRequiredRegistrationField(field)).toBe(false);
    expect(isRequiredRegistrationField('nope')).toBe(false);
  });
});
