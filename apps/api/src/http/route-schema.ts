import { apiErrorSchema, errorCodesOf, type Endpoint, type MultipartBody } from '@dhub/contract';
import { z } from 'zod';

const binary = () => z.string().meta({ format: 'binary' });

/** The multipart body as OpenAPI reads it: text parts (with their encodings) and file parts. */
function multipartDoc({ fields, files, encodings = {} }: MultipartBody): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields.shape)) {
    shape[name] = encodings[name] ? (field as z.ZodType).meta({ description: encodings[name] }) : (field as z.ZodType);
  }
  for (const file of files) {
    const limits = `${file.extensions.join(', ').toUpperCase()}, at most ${Math.round(file.maxBytes / 1024 / 1024)} MB`;
    const rule = file.maxCount > 1 ? `${limits}; repeat the field, at most ${file.maxCount}` : limits;
    const description = file.description ? `${rule}. ${file.description}` : rule;
    const part = file.maxCount > 1 ? z.array(binary()).max(file.maxCount) : binary();
    shape[file.name] = (file.required ? part : part.optional()).meta({ description });
  }
  return z.object(shape);
}

/** Fastify's route schema of an endpoint: validation, serialisation and its OpenAPI operation. */
export function routeSchema(endpoint: Endpoint) {
  const response: Record<number, z.ZodType> = {};
  if (!endpoint.produces) response[endpoint.status ?? 200] = endpoint.response;
  for (const [status, codes] of errorCodesOf(endpoint)) {
    const description = `Error codes: ${[...codes].join(', ')}.`;
    const other = endpoint.otherResponses?.[status as 400 | 409];
    response[status] = other ? z.union([other, apiErrorSchema]).meta({ description }) : apiErrorSchema.meta({ description });
  }
  return {
    operationId: endpoint.id,
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    ...(endpoint.access !== 'public' && { security: [{ bearerAuth: [] }] }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.multipart && { body: multipartDoc(endpoint.multipart), consumes: ['multipart/form-data'] }),
    ...(endpoint.produces && { produces: [endpoint.produces] }),
    response,
  };
}
