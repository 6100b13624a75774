import type { RegistrationFormValues } from '@dhub/contract';

/** Form fields holding a plain string (text inputs and selects). */
export type TextFieldName = {
  [K in keyof RegistrationFormValues]: RegistrationFormValues[K] extends string ? K : never;
}[keyof RegistrationFormValues];

export const fieldId = (name: string) => `registration-${name}`;
