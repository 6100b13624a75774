import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './ListSkeleton';

/** The part of a list query a page's list shows. */
export interface ListQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A server-paged list's states: loading (skeleton), failed with nothing to show (retry), empty
 * (`noMatch` when filtered, else `empty`), else `children` — dimmed while the next page loads.
 */
export function ListStates<T extends { items: readonly unknown[] }>({
  query,
  filtered,
  empty,
  noMatch,
  children,
}: {
  query: ListQuery<T>;
  filtered: boolean;
  empty: ReactNode;
  noMatch: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <ListSkeleton />;
  if (query.error && !data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!data || data.items.length === 0) return <>{filtered ? noMatch : empty}</>;
  return <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>{children(data)}</Box>;
}
