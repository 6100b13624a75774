import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  citiesRequestSchema,
  emptyRegistrationForm,
  MESSAGES,
  normalizePhone,
  personalStepSchema,
  registrationSchema,
  statesRequestSchema,
  toRegistrationTextFields,
  toValidationValues,
  validateRegistration,
  validateRegistrationStep,
  type RegistrationFormValues,
} from '../src/index.js';

const contractTexts = new Set<string>(Object.values(API_MESSAGES));

function completeForm(): RegistrationFormValues {
  return {
    ...emptyRegistrationForm(),
    personalName: 'Asha Rao',
    personalEmail: 'asha@example.com',
    personalPhone: '9876543210',
    altphone: '9876543211',
    experiance: '4',
    dob: '1990-05-17',
    email: 'asha.store@example.com',
    password: 'Secret123',
    serviceId: 'grocery',
    name: 'Asha Fresh Mart',
    phone: '9876543212',
    address: '12 MG Road',
    latitude: '12.9716',
    longitude: '77.5946',
    countryId: 'c',
    stateId: 's',
    cityId: 'ci',
    bankName: 'State Bank of India',
    branchName: 'MG Road',
    accountHolderName: 'Asha Rao',
    accountNumber: '123456789012',
    ifsCode: 'SBIN0001234',
    upiId: 'asha@okaxis',
    metaTitle: 'Asha Fresh Mart',
    metaDescription: 'Fresh groceries delivered',
  };
}

describe('phone numbers as people type them (one rule for the wizard and the API)', () => {
  const phoneError = (field: 'personalPhone' | 'altphone' | 'phone', value: string) => {
    const step = field === 'phone' ? 1 : 0;
    return validateRegistrationStep(step, toValidationValues({ ...completeForm(), [field]: value }), {}).fieldErrors[field];
  };

  it.each(['+91 98765-43210', '(080) 2345 6789', '080-2345-6789', '+1 (415) 555-0100', ' 9876543210 ', '1234567', '123456789012345'])(
    'accepts %j in every phone field',
    (value) => {
      for (const field of ['personalPhone', 'altphone', 'phone'] as const) expect(phoneError(field, value)).toBeUndefined();
    },
  );

  it.each(['123456', '1234567890123456', '98765 4321a', '91+9876543210', '++919876543210', '()-', 'phone'])('refuses %j', (value) => {
    for (const field of ['personalPhone', 'altphone', 'phone'] as const) expect(phoneError(field, value)).toBe(MESSAGES.invalidPhone);
  });

  it('a blank phone is missing, not malformed', () => {
    expect(phoneError('personalPhone', '   ')).toBe(MESSAGES.fieldRequired);
  });

  it('the parsed value (what the API stores) is normalised: digits with an optional leading +', () => {
    expect(normalizePhone(' +91 (98765) 43-210 ')).toBe('+919876543210');
    const parsed = personalStepSchema.parse({ ...completeForm(), personalPhone: '+91 98765-43210', altphone: '(080) 2345 6789' });
    expect(parsed.personalPhone).toBe('+919876543210');
    expect(parsed.altphone).toBe('08023456789');
    const fields = toRegistrationTextFields({ ...completeForm(), phone: '(080) 2345 6789' });
    expect(registrationSchema.parse(fields).phone).toBe('08023456789');
    expect(validateRegistration(fields, {}).fieldErrors.phone).toBeUndefined();
  });
});

describe('error texts are contract messages', () => {
  it("the server's whole-form check does not say 'in this step'", () => {
    const values = { ...toValidationValues(completeForm()), personalName: '', bankName: '' };
    const result = validateRegistration(values, {});
    expect(result.fieldErrors).toEqual({ personalName: MESSAGES.fieldRequired, bankName: MESSAGES.fieldRequired });
    expect(result.message).toBe(MESSAGES.requiredFieldsMissing);
    expect(result.message).not.toMatch(/in this step/);
    // One step of the wizard keeps the spec's text.
    expect(validateRegistrationStep(0, values, {}).message).toBe(MESSAGES.fillRequiredFields);
  });

  it('malformed multipart values answer contract texts, never zod\'s "Invalid input"', () => {
    const base = toRegistrationTextFields(completeForm());
    const bodies: Record<string, unknown>[] = [
      {},
      {
        ...base,
        workingHours: '[{"day":"someday","fromTime":9,"toTime":"9","isOpen":false}]',
        deliveryPincode: '[1]',
        metakeywords: 5,
        aadhar_number: 5,
        pan_number: 5,
        personalPhone: 5,
      },
      { ...base, metakeywords: [1], deliveryPincode: '{}', workingHours: '[1]' },
    ];
    for (const body of bodies) {
      const result = validateRegistration(body, {});
      expect(result.ok).toBe(false);
      for (const text of [result.message, ...Object.values(result.fieldErrors)]) expect(contractTexts.has(text!)).toBe(true);
    }
    const bad = validateRegistration(bodies[1], {}).fieldErrors;
    expect(bad.workingHours).toBe(MESSAGES.invalidRequest);
    expect(bad.deliveryPincode).toBe(MESSAGES.invalidPincode);
    expect(bad.aadhar_number).toBe(MESSAGES.aadharFormat);
  });

  it.each([
    [{}, MESSAGES.fieldRequired],
    [{ countryId: '', stateId: '' }, MESSAGES.fieldRequired],
    [{ countryId: 5, stateId: 5 }, MESSAGES.invalidRequest],
  ])('lookups: %j answers %j', (body, message) => {
    for (const schema of [statesRequestSchema, citiesRequestSchema]) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual([message]);
    }
    expect(statesRequestSchema.safeParse({ countryId: 'any-id' }).success).toBe(true);
  });
});
