import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@dhub/contract';

/** A body as a form builds it: any field may be missing (the schema then defaults or requires it). */
export type DraftBody<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * A form that sends an endpoint's body, checked by the contract's own body schema (zodResolver):
 * `toBody` turns what the inputs hold (text, choices) into the body, and the submit handler gets
 * the parsed body (the schema's defaults applied). Error messages are the schema's (contract
 * texts, for translateMessage); a required field left empty (undefined in the body) says
 * "This field is required." rather than the schema's text for a wrong value.
 */
export function useBodyForm<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  toBody: (values: V) => DraftBody<z.input<S>>,
  options: Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'> = {},
) {
  const resolver: Resolver<V, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    const body = toBody(values);
    // A draft: the schema decides whether it is a body.
    const result = await zodResolver(schema)(body as z.input<S>, context, resolverOptions as never);
    for (const [name, error] of Object.entries(result.errors)) {
      if (error && (body as Record<string, unknown>)[name] === undefined) error.message = MESSAGES.fieldRequired;
    }
    return result as Awaited<ReturnType<Resolver<V, unknown, z.output<S>>>>;
  };
  return useForm<V, unknown, z.output<S>>({ ...options, resolver });
}
