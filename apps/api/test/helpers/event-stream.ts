import type { AddressInfo } from 'node:net';
import { API_PREFIX, liveEndpoints } from '@dhub/contract';
import type { App } from '../../src/app.js';

export interface StreamEvent {
  event: string;
  data: unknown;
}

const open = new Set<AbortController>();

/** Closes every stream the file opened (afterAll). */
export function closeStreams(): void {
  for (const controller of open) controller.abort();
  open.clear();
}

/**
 * A server-sent event stream of the holder of `token` on `app` (listening on a free port; the
 * account's live stream unless `path` names another), as its events arrive: `next(match, ms)`
 * waits for the first one not taken yet that matches.
 */
export async function openEventStream(app: App, token: string, path: string = liveEndpoints.events.path) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  open.add(controller);
  const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.includes('text/event-stream')) throw new Error(`not a stream: ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  /** Resolves when the server (or `close`) ends the stream. */
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: JSON.parse(data ?? 'null') });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  let taken = 0;
  async function next(match: (event: StreamEvent) => boolean, ms = 1000): Promise<StreamEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = events.findIndex((event, position) => position >= taken && match(event));
      if (index >= 0) {
        taken = index + 1;
        return events[index]!;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms (had ${JSON.stringify(events)})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
  return { events, next, ended, close: () => controller.abort() };
}

export const isEvent =
  (name: string, fields: Record<string, unknown> = {}) =>
  (event: StreamEvent) =>
    event.event === name && Object.entries(fields).every(([key, value]) => (event.data as Record<string, unknown>)[key] === value);
