import {
  errorCodesOf,
  isMessageCode,
  type Endpoint,
  type EndpointArgs,
  type EndpointResult,
  type EndpointSpec,
  type MultipartBody,
} from '@dhub/contract';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Actor } from '../access/actor.js';
import { resolveActor } from '../access/resolve-actor.js';
import type { AppDeps } from '../app-types.js';
import { JsonText } from '../lib/json-text.js';
import { tempUploadDir } from '../storage/index.js';
import { readMultipartForm, withTempDir, type MultipartForm } from '../uploads/multipart.js';
import { routeSchema } from './route-schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts: set by the access check of a non-public endpoint. */
    actor: Actor | null;
  }
}

/** What a handler gets: the validated input, who acts, the multipart form (files in a temp dir) and, rarely, the raw request. */
export type HandlerContext<E extends EndpointSpec> = EndpointArgs<E> & {
  actor: E['access'] extends 'public' ? null : Actor;
  form: E extends { multipart: MultipartBody } ? MultipartForm : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the success body, JSON text already serialised, or the reply it sent itself. */
export type Handler<E extends EndpointSpec> = (context: HandlerContext<E>) => Promise<EndpointResult<E> | JsonText | FastifyReply>;

export interface RouteOptions {
  /** Runs after the access check and before the body is read (e.g. a throttle that must not wait for uploads). */
  before?: (request: FastifyRequest) => Promise<void>;
}

export type Route = <E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions) => void;

const passThrough: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });
// A multipart body schema only documents the parts: the handler reads the stream; params and query are validated.
const multipartValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? passThrough(route) : (validatorCompiler as FastifySchemaCompiler<unknown>)(route);

/**
 * In tests, an error answer whose code the endpoint does not declare is turned into a 500, so a
 * descriptor's `errors` cannot fall behind its handler.
 */
function checkDeclaredCode(endpoint: Endpoint): (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> {
  const declared = errorCodesOf(endpoint);
  return async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || status >= 500 || typeof payload !== 'string' || status === 400) return payload;
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    if (isMessageCode(code) && declared.get(status)?.has(code)) return payload;
    request.log.error({ endpoint: endpoint.id, status, code }, 'error code not declared by the endpoint');
    reply.status(500);
    return JSON.stringify({ code: 'serverError', message: `${endpoint.id} answered ${status} ${String(code)}, which it does not declare` });
  };
}

/**
 * In tests, JSON text a handler built itself (e.g. by the database) is checked against the
 * endpoint's response schema, as the serialiser checks the objects: a mismatch answers 500, and so
 * does a field the schema does not have (the serialiser would have dropped it).
 */
function checkJsonText(endpoint: Endpoint, answer: JsonText, request: FastifyRequest): string {
  const sent: unknown = JSON.parse(answer.text);
  const checked = endpoint.response.safeParse(sent);
  if (checked.success && isDeepStrictEqual(sent, JSON.parse(JSON.stringify(checked.data)))) return answer.text;
  const issues = checked.success ? 'fields its response schema does not have' : checked.error.message;
  request.log.error({ endpoint: endpoint.id, issues }, 'JSON text refused by the response schema');
  throw new Error(`${endpoint.id} answered JSON its response schema refuses: ${issues}`);
}

function addRoute(app: FastifyInstance, deps: AppDeps, endpoint: Endpoint, handler: Handler<Endpoint>, options: RouteOptions = {}): void {
  const { access, multipart } = endpoint;
  const { before } = options;
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(multipart && { validatorCompiler: multipartValidator }),
    ...((access !== 'public' || before) && {
      preHandler: async (request: FastifyRequest) => {
        if (access !== 'public') request.actor = await resolveActor(deps, request, access);
        await before?.(request);
      },
    }),
    ...(deps.config.strictContract && { onSend: checkDeclaredCode(endpoint) }),
    handler: async (request, reply) => {
      const run = (form?: MultipartForm) =>
        handler({
          params: request.params,
          query: request.query,
          body: multipart ? undefined : request.body,
          actor: request.actor,
          form,
          request,
          reply,
        } as HandlerContext<Endpoint>);
      const result = multipart
        ? await withTempDir(tempUploadDir(deps.config.dataDir), async (dir) =>
            run(await readMultipartForm(request, dir, { maxTotalBytes: multipart.maxTotalBytes })),
          )
        : await run();
      // A handler that sent the reply itself: awaiting it (Fastify's reply is thenable) gives no reply back.
      if (reply.sent || result === reply) return reply;
      if (result instanceof JsonText) {
        const text = deps.config.strictContract ? checkJsonText(endpoint, result, request) : result.text;
        return reply.status(status).type('application/json').send(text);
      }
      return reply.status(status).send(result);
    },
  });
}

/** A feature's routes: `register` adds each endpoint with its handler; the registrar does the rest. */
export function featureRoutes(register: (route: Route, deps: AppDeps) => void): FastifyPluginAsync<AppDeps> {
  return async (app, deps) => {
    register((endpoint, handler, options) => addRoute(app, deps, endpoint, handler as Handler<Endpoint>, options), deps);
  };
}
