import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Paginated, StoreItem } from '@dhub/contract';
import { queryKeys } from '../../../api/queries';
import { GROCERY_STORE, signIn } from '../../../test/fixtures';
import { endpointKey, mockApi } from '../../../test/mockApi';
import { grocery, storeItem } from '../test-fixtures';
import { useInlineUpdate } from './inlineUpdate';

const scope = { vertical: 'grocery' as const, storeId: GROCERY_STORE._id };
const pageKey = (page: number) => queryKeys.call(grocery.myList, { query: { storeId: GROCERY_STORE._id, page } });

describe('an inline edit of a my-list row', () => {
  it('shows the new value at once, and leaves a page still on its first read reading', async () => {
    signIn();
    const item = storeItem({ price: 12000 });
    mockApi({ [endpointKey(grocery.update, { id: item._id })]: () => ({ body: { item: { ...item, price: 9900 } } }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData<Paginated<StoreItem>>(pageKey(1), { items: [item], page: 1, limit: 20, total: 21 });
    let answerPageTwo!: (page: Paginated<StoreItem>) => void;
    const pageTwo = new QueryObserver(client, {
      queryKey: pageKey(2),
      queryFn: () => new Promise<Paginated<StoreItem>>((resolve) => (answerPageTwo = resolve)),
    });
    const stop = pageTwo.subscribe(() => {});
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useInlineUpdate(scope), { wrapper });

    await act(() => result.current.mutateAsync({ id: item._id, body: { price: 9900 } }));

    expect(client.getQueryData<Paginated<StoreItem>>(pageKey(1))?.items[0]?.price).toBe(9900);
    expect(client.getQueryState(pageKey(2))?.fetchStatus).toBe('fetching');
    await act(async () => answerPageTwo({ items: [], page: 2, limit: 20, total: 21 }));
    expect(pageTwo.getCurrentResult()).toMatchObject({ status: 'success', data: { page: 2 } });
    stop();
    client.clear();
  });
});
