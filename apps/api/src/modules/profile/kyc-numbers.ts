import { storeKyc } from '../../db/schema.js';

/** The store_kyc column of each KYC number (the form's names on the left). */
export const KYC_NUMBER_COLUMNS = {
  pan_number: storeKyc.panNumber,
  aadhar_number: storeKyc.aadharNumber,
  gas_bill_number: storeKyc.gasBillNumber,
  business_number: storeKyc.businessNumber,
  gst_number: storeKyc.gstNumber,
} as const;
export type KycNumberName = keyof typeof KYC_NUMBER_COLUMNS;

/** The column's key in a selected store_kyc row, by number name. */
export const KYC_NUMBER_KEYS: Readonly<
  Record<KycNumberName, 'panNumber' | 'aadharNumber' | 'gasBillNumber' | 'businessNumber' | 'gstNumber'>
> = {
  pan_number: 'panNumber',
  aadhar_number: 'aadharNumber',
  gas_bill_number: 'gasBillNumber',
  business_number: 'businessNumber',
  gst_number: 'gstNumber',
};

export const isKycNumber = (name: string): name is KycNumberName => Object.hasOwn(KYC_NUMBER_KEYS, name);

/** A number as stored, or null when blank (a blank one is missing). */
export const filled = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);
