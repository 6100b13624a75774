import { describe, expect, it } from 'vitest';
import { parseEvents } from './eventStream';

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
