import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderEndpoints } from '@dhub/contract';
import { followEvents, parseEvents, SILENCE_MS } from './eventStream';

describe('parseEvents', () => {
  it('reads named JSON events, skips comments, keeps an unfinished event for the next chunk', () => {
    const first = parseEvents('event: ready\ndata: {}\n\n: keep-alive\n\nevent: order\ndata: {"number":"100');
    expect(first.events).toEqual([{ event: 'ready', data: {} }]);
    const second = parseEvents(`${first.rest}042"}\n\n`);
    expect(second).toEqual({ events: [{ event: 'order', data: { number: '100042' } }], rest: '' });
  });

  it('accepts CRLF line ends and multi-line data', () => {
    expect(parseEvents('event: order\r\ndata: {"a":\r\ndata: 1}\r\n\r\n').events).toEqual([{ event: 'order', data: { a: 1 } }]);
  });
});

describe('followEvents', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('drops a connection that falls silent (half-open) and connects again, then stops when asked', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      // A stream that says ready, then never another byte; it errors when its connection is aborted.
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
          init.signal!.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const events: string[] = [];
    const stop = followEvents(orderEndpoints.events, {}, (event) => events.push(event.event));

    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['ready']);
    await vi.advanceTimersByTimeAsync(1000 + 1000); // silent too long: dropped, then the first retry's wait
    expect(signals[0]!.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['ready', 'ready']);

    stop();
    expect(signals[1]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SILENCE_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
