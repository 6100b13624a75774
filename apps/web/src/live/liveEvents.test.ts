import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEndpoints, API_PREFIX } from '@dhub/contract';
import { subscribeLive } from './liveEvents';

/** A fetch answering the live stream with these events, then keeping it open until aborted. */
function streamingFetch(events: string) {
  return vi.fn((_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode(events));
        init.signal!.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  });
}

describe('the shared live connection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens one connection for every listener, gives each every event, and closes with the last', async () => {
    const fetchMock = streamingFetch('event: ready\ndata: {}\n\nevent: ticket\ndata: {"ticketId":"t1"}\n\n');
    vi.stubGlobal('fetch', fetchMock);
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = subscribeLive((event) => first.push(event.event));
    const stopSecond = subscribeLive((event) => second.push(event.event));
    await vi.waitFor(() => expect(second).toEqual(['ready', 'ticket']));
    expect(first).toEqual(['ready', 'ticket']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`${API_PREFIX}${liveEndpoints.events.path}`);
    const signal = fetchMock.mock.calls[0]![1].signal!;
    stopFirst();
    expect(signal.aborted).toBe(false);
    stopSecond();
    expect(signal.aborted).toBe(true);
  });
});
