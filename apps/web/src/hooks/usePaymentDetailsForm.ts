import { useState, type FormEvent } from 'react';
import type { Control, DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { proofFileProblem } from '@dhub/contract';
import { isApiError } from '../api/ApiError';
import { translateCode } from '../i18n';
import { errorText } from '../i18n/errorText';
import { toast } from '../lib/toast';
import { useBodyForm, type DraftBody } from './useBodyForm';

/** A mutation sending a payment's fields and its optional proof (e.g. TanStack's useMutation). */
export interface ProofSend<F> {
  mutate: (
    variables: { fields: F; proof: File | null },
    handlers: { onSuccess: (saved: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/** The proof of the form, and what its last failure said. */
export interface ProofState {
  file: File | null;
  /** Why the picked file, or the one sent, was refused (a contract text, or translated). */
  error: string;
  pick: (file: File) => void;
  remove: () => void;
}

/** What a payment details dialog shows and sends. */
export interface PaymentDetailsForm<V extends FieldValues, T> {
  control: Control<V, unknown, T>;
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  proof: ProofState;
  /** A failure no field says. */
  formError: string;
}

/**
 * The form of a payment made to the marketplace, sent with an optional proof (money added, a plan
 * paid offline): its body checked by the contract's schema; the file picked (refused at once when
 * it is not a JPG, PNG or PDF of at most 5 MB); a failure said under its fields, under the proof,
 * or else above the form; on success, the server's message and `onSent`.
 */
export function usePaymentDetailsForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  toBody: (values: V) => DraftBody<z.input<S>>,
  defaultValues: V,
  send: ProofSend<z.output<S>>,
  onSent: () => void,
): PaymentDetailsForm<V, z.output<S>> {
  const { control, handleSubmit, setError } = useBodyForm(schema, toBody, { defaultValues: defaultValues as DefaultValues<V> });
  const [file, setFile] = useState<File | null>(null);
  const [proofError, setProofError] = useState('');
  const [formError, setFormError] = useState('');
  const onError = (failure: unknown) => {
    const fieldNames = Object.keys(defaultValues);
    const fields = isApiError(failure) ? Object.entries(failure.fieldCodes).filter(([name]) => fieldNames.includes(name)) : [];
    for (const [name, code] of fields) setError(name as Path<V>, { type: 'server', message: translateCode(code) });
    const proofCode = isApiError(failure) ? failure.fieldCodes.proof : undefined;
    if (proofCode) setProofError(translateCode(proofCode));
    setFormError(fields.length > 0 || proofCode ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((fields) => {
    setFormError('');
    send.mutate({ fields, proof: file }, { onSuccess: ({ message }) => (toast.success(message), onSent()), onError });
  });
  return {
    control,
    submit,
    busy: send.isPending,
    formError,
    proof: {
      file,
      error: proofError,
      pick: (picked) => {
        const problem = proofFileProblem(picked);
        setProofError(problem ?? '');
        setFile(problem ? null : picked);
      },
      remove: () => {
        setFile(null);
        setProofError('');
      },
    },
  };
}
