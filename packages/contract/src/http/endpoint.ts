import type { z } from 'zod';
import type { MessageCode } from './codes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in vendor, the operator, or a customer of the marketplace. */
export type Access = 'public' | 'vendor' | 'admin' | 'customer';

/** Error statuses an endpoint can answer, each with the message codes it can carry. */
export type ErrorCodes = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429, readonly MessageCode[]>>;

/** A file part of a multipart body. */
export interface FilePart {
  name: string;
  /** Allowed extensions (lower case, no dot); the server also checks the content of images and documents. */
  extensions: readonly string[];
  maxCount: number;
  maxBytes: number;
  required: boolean;
  description?: string;
}

/** A multipart/form-data body: its text parts (as an object of strings) and its file parts. */
export interface MultipartBody {
  /** The text parts; values arrive as strings (see `encodings` for the JSON-encoded or joined ones). */
  fields: z.ZodObject;
  files: readonly FilePart[];
  /** All files of one body together (413 past it); each file also has its own `maxBytes`. */
  maxTotalBytes?: number;
  /** How a text part is encoded, by name (documentation). */
  encodings?: Readonly<Record<string, string>>;
}

/** One endpoint: everything the server, the web client and the OpenAPI document need to know. */
export interface EndpointSpec {
  method: HttpMethod;
  /** Under API_PREFIX; `:name` segments are path parameters. */
  path: string;
  access: Access;
  summary: string;
  description?: string;
  /** OpenAPI tags; default: the group's tag. */
  tags?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: MultipartBody;
  /** The success status; default 200. */
  status?: 200 | 201;
  response: z.ZodType;
  /** The success content type when not JSON (e.g. text/csv). */
  produces?: string;
  /** Besides 400 for invalid input and 401/403 for the access check, which every such endpoint has. */
  errors?: ErrorCodes;
  /** A status whose body is not the error body (e.g. a 400 with an import report). */
  otherResponses?: Readonly<Partial<Record<400 | 409, z.ZodType>>>;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** `<group>.<name>`: the query-key root of the endpoint and its OpenAPI operationId. */
  readonly id: string;
  readonly tags: readonly string[];
};

/** Names a group of endpoints: each gets its id (`group.name`) and the group's tag unless it has its own. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  group: string,
  tag: string,
  specs: T,
): { readonly [K in keyof T]: Endpoint<T[K]> } {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) {
    endpoints[name] = { ...spec, id: `${group}.${name}`, tags: spec.tags ?? [tag] };
  }
  return endpoints as { readonly [K in keyof T]: Endpoint<T[K]> };
}

type Part = 'params' | 'query' | 'body';
type PartIn<E, K extends Part> = E extends { [P in K]: infer S extends z.ZodType } ? { [P in K]: z.input<S> } : { [P in K]?: undefined };
type PartOut<E, K extends Part> = E extends { [P in K]: infer S extends z.ZodType } ? { [P in K]: z.output<S> } : { [P in K]?: undefined };

/** What a caller sends (before defaults and coercion). */
export type EndpointInput<E extends EndpointSpec> = PartIn<E, 'params'> & PartIn<E, 'query'> & PartIn<E, 'body'>;
/** What a handler receives (validated, defaults applied). */
export type EndpointArgs<E extends EndpointSpec> = PartOut<E, 'params'> & PartOut<E, 'query'> & PartOut<E, 'body'>;
/** The success body. */
export type EndpointOutput<E extends EndpointSpec> = z.output<E['response']>;
/** The success body as a handler may give it (before defaults). */
export type EndpointResult<E extends EndpointSpec> = z.input<E['response']>;

/** Replaces the `:name` parameters of a path. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (match, name: string) => (name in params ? encodeURIComponent(params[name]!) : match));
}

/** `?a=1&b=x`, without empty values. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path and query of a call, relative to API_PREFIX. */
export function endpointUrl(endpoint: EndpointSpec, input: { params?: unknown; query?: unknown }): string {
  return `${fillPath(endpoint.path, input.params as Record<string, string>)}${queryString(input.query as Record<string, unknown>)}`;
}
