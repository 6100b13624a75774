import { API_MESSAGES, API_PREFIX, fillPath, type EndpointSpec, type MessageCode } from '@dhub/contract';

/** One request the app sent, as a test sees it. */
export interface ApiCall {
  method: string;
  /** Under API_PREFIX, without the query (`/vendor/grocery-product/get-my-list`). */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

/** A JSON body (object), or a text body (string) sent with `contentType`. */
export interface MockAnswer {
  status?: number;
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export type MockHandler = (call: ApiCall) => MockAnswer | undefined;

/**
 * Handlers by `"METHOD /path"` or `"/path"` (any method); paths are an endpoint's `path` with its
 * parameters filled (`fillPath`). `fallback` answers what no handler does; else 404 `{code: 'notFound'}`.
 */
export interface MockApiOptions {
  fallback?: MockHandler;
}

const realFetch = globalThis.fetch;
const RealXhr = globalThis.XMLHttpRequest;

/** A handler key of an endpoint: `"GET /vendor/grocery-product/get-by-id/<id>"`. */
export function endpointKey(endpoint: Pick<EndpointSpec, 'method' | 'path'>, params: Record<string, string> = {}): string {
  return `${endpoint.method} ${fillPath(endpoint.path, params)}`;
}

/** An error answer as the API sends it: `{code, message}`, with `errors` and `fieldCodes` for field errors. */
export function apiError(status: number, code: MessageCode, fieldCodes: Record<string, MessageCode> = {}): MockAnswer {
  const fields = Object.entries(fieldCodes);
  return {
    status,
    body: {
      code,
      message: API_MESSAGES[code],
      ...(fields.length && {
        errors: Object.fromEntries(fields.map(([field, fieldCode]) => [field, API_MESSAGES[fieldCode]])),
        fieldCodes,
      }),
    },
  };
}

const NOT_FOUND = apiError(404, 'notFound');

function toCall(method: string, url: string, body: unknown, headers: Record<string, string>): ApiCall {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.startsWith(API_PREFIX) ? parsed.pathname.slice(API_PREFIX.length) : parsed.pathname;
  return { method, path, query: parsed.searchParams, body, headers };
}

function parseBody(body: unknown): unknown {
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : (body ?? undefined);
}

/**
 * The one API mock of the web tests: answers `fetch` (call, download) and `XMLHttpRequest`
 * (uploads) from the handlers, and records every call in order.
 */
export function mockApi(handlers: Record<string, MockHandler>, options: MockApiOptions = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const answer = (call: ApiCall): MockAnswer => {
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`] ?? handlers[call.path];
    return handler?.(call) ?? options.fallback?.(call) ?? NOT_FOUND;
  };
  const text = (reply: MockAnswer) => (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  const contentType = (reply: MockAnswer) => reply.contentType ?? (typeof reply.body === 'string' ? 'text/plain' : 'application/json');

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = { ...((init?.headers ?? {}) as Record<string, string>) };
    const reply = answer(toCall(init?.method ?? 'GET', String(input), parseBody(init?.body), headers));
    return new Response(text(reply), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': contentType(reply), ...reply.headers },
    });
  }) as typeof fetch;

  class MockXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const reply = answer(toCall(this.method, this.url, body, this.headers));
      // Answered on a later tick, as over a network.
      setTimeout(() => {
        if (this.aborted) return;
        this.status = reply.status ?? 200;
        this.responseText = text(reply);
        this.onload?.();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = MockXhr as unknown as typeof XMLHttpRequest;
  return calls;
}

/** Puts the real fetch and XMLHttpRequest back (after each test). */
export function restoreApi(): void {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = RealXhr;
}
