import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateAll } from './queries';

/** A query function whose answers the test gives, one per read. */
function answeredByHand() {
  const reads: ((value: string) => void)[] = [];
  const queryFn = () => new Promise<string>((resolve) => reads.push(resolve));
  return { reads, queryFn };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalidateAll', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stops: (() => void)[] = [];
  const shown = (queryKey: string[], queryFn: () => Promise<string>) => {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    stops.push(observer.subscribe(() => {}));
    return observer;
  };
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    client.clear();
  });

  it('reads again after a first read under way at the change, whose answer may predate it', async () => {
    const { reads, queryFn } = answeredByHand();
    const inbox = shown(['orders', 'list', 'new'], queryFn);
    await settled();
    expect(reads).toHaveLength(1);

    const changed = invalidateAll(client, [['orders']]);
    await settled();
    reads[0]!('before the order');
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]!('with the order');
    await changed;

    expect(inbox.getCurrentResult()).toMatchObject({ data: 'with the order', status: 'success', isFetching: false });
  });

  it('reads once more for a burst of changes during a first read, not once per change', async () => {
    const { reads, queryFn } = answeredByHand();
    const inbox = shown(['orders', 'list', 'new'], queryFn);
    await settled();

    const changes = [1, 2, 3].map(() => invalidateAll(client, [['orders']]));
    await settled();
    expect(reads).toHaveLength(1);
    reads[0]!('before');
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]!('after');
    await Promise.all(changes);

    expect(reads).toHaveLength(2);
    expect(inbox.getCurrentResult().data).toBe('after');
  });

  it('reads a query with data again once, and leaves queries under other keys alone', async () => {
    const orders = answeredByHand();
    const bookings = answeredByHand();
    shown(['orders', 'list'], orders.queryFn);
    shown(['bookings', 'list'], bookings.queryFn);
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
  });

  it('leaves a prefetch nothing shows yet to finish (an early answer is kept)', async () => {
    const { reads, queryFn } = answeredByHand();
    const prefetched = client.prefetchQuery({ queryKey: ['stores', 'profile'], queryFn });
    await settled();

    const changed = invalidateAll(client, [['stores']]);
    reads[0]!('early answer');
    await Promise.all([prefetched, changed]);

    expect(reads).toHaveLength(1);
    expect(client.getQueryData(['stores', 'profile'])).toBe('early answer');
  });
});
