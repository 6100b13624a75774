import { PROOF_FIELD } from '@dhub/contract';

/** The multipart form of a payment sent with an optional proof (money added, a plan paid offline): its fields (blank ones left out) and the file. */
export function proofForm(fields: object, proof: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  if (proof) form.append(PROOF_FIELD, proof);
  return form;
}
