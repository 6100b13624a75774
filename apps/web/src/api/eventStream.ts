import { endpointUrl, type EndpointInput, type EndpointSpec } from '@dhub/contract';
import { API_BASE, authHeaders, handleFailedStatus } from './client';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits server-sent event text into events; what follows the last blank line is kept for the next chunk. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const [field, ...value] = line.split(':');
      const text = value.join(':').replace(/^ /, '');
      if (field === 'event') event = text;
      else if (field === 'data') data.push(text);
    }
    if (data.length === 0) continue;
    try {
      events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
    } catch {
      // Not JSON: not one of ours.
    }
  }
  return { events, rest };
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 15_000];
/**
 * The server writes at least every 20 s (a keep-alive comment): this long without a byte means the
 * connection died without either side being told (a half-open TCP connection behind a NAT or proxy).
 */
export const SILENCE_MS = 45_000;

/**
 * Follows an endpoint's server-sent events (fetch, so the Bearer token travels in a header), with
 * reconnection after a drop (1 s, then longer) or SILENCE_MS without a byte; `onEvent` gets each one. A 401 stops it (the
 * session is over); the answer stops it too.
 */
export function followEvents<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  onEvent: (event: StreamEvent) => void,
): () => void {
  const controller = new AbortController();
  let attempt = 0;
  const auth = endpoint.access !== 'public';
  const connect = async (): Promise<void> => {
    // This connection alone: dropped when the whole follow stops, or when it falls silent.
    const connection = new AbortController();
    const drop = () => connection.abort();
    controller.signal.addEventListener('abort', drop);
    let silence = setTimeout(drop, SILENCE_MS);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(drop, SILENCE_MS);
    };
    try {
      const response = await fetch(`${API_BASE}${endpointUrl(endpoint, input)}`, {
        headers: { Accept: 'text/event-stream', ...authHeaders(auth) },
        signal: connection.signal,
      });
      if (!response.ok || !response.body) {
        handleFailedStatus(response.status, auth);
        if (response.status === 401 || response.status === 403) controller.abort();
        return;
      }
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        heard();
        const parsed = parseEvents(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach(onEvent);
      }
    } finally {
      clearTimeout(silence);
      controller.signal.removeEventListener('abort', drop);
    }
  };
  const run = async () => {
    while (!controller.signal.aborted) {
      await connect().catch(() => undefined);
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]));
    }
  };
  void run();
  return () => controller.abort();
}
