import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAll } from './queries';

/** A query function whose answers the test gives, one per read. */
function answeredByHand() {
  const reads: ((value: string) => void)[] = [];
  const queryFn = () => new Promise<string>((resolve) => reads.push(resolve));
  return { reads, queryFn };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalidateAll', () => {
  it('reads again when the change comes during the first read, whose answer may predate it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { reads, queryFn } = answeredByHand();
    const observer = new QueryObserver(client, { queryKey: ['orders', 'list', { tab: 'new' }], queryFn });
    const stop = observer.subscribe(() => {});
    await settled();
    expect(reads).toHaveLength(1);

    const changed = invalidateAll(client, [['orders']]);
    await settled();
    reads[0]!('before the order');
    expect(reads).toHaveLength(2);
    reads[1]!('with the order');
    await changed;
    await settled();

    expect(observer.getCurrentResult()).toMatchObject({ data: 'with the order', status: 'success', isFetching: false });
    stop();
    client.clear();
  });

  it('reads a query with data again once, and leaves queries under other keys alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const orders = answeredByHand();
    const bookings = answeredByHand();
    const stops = [
      new QueryObserver(client, { queryKey: ['orders', 'list'], queryFn: orders.queryFn }).subscribe(() => {}),
      new QueryObserver(client, { queryKey: ['bookings', 'list'], queryFn: bookings.queryFn }).subscribe(() => {}),
    ];
    await settled();
    orders.reads[0]!('first');
    bookings.reads[0]!('first');
    await settled();

    const changed = invalidateAll(client, [['orders']]);
    await settled();
    orders.reads[1]!('second');
    await changed;

    expect(orders.reads).toHaveLength(2);
    expect(bookings.reads).toHaveLength(1);
    expect(client.getQueryData(['orders', 'list'])).toBe('second');
    stops.forEach((stop) => stop());
    client.clear();
  });
});
