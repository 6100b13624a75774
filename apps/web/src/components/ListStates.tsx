import { useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
 * How many rows a page shows in its first paint on a phone or tablet (two or three item cards fill a
 * phone's screen); the rest follow at once.
 */
export const FIRST_PAINT_ROWS = 6;

/**
 * A page's first rows first: on a phone, when the list appears, it is committed (and painted) with its first
 * rows, and the whole page is rendered at once after, at a lower priority (React's deferred value;
 * later pages and edits render whole). On the phone profile of issue 10 my list's twenty item cards
 * were one uninterruptible task of ~0.85 s of the slowed CPU; its first six take ~0.44 s.
 */
function FirstRowsFirst<T extends { items: readonly unknown[] }>({ data, children }: { data: T; children: (data: T) => ReactNode }) {
  // Phones and tablets only: there the rows past the first fill screens below; a desktop shows more of
  // them at once (its pager would jump down as they came) and has the CPU to render them.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const whole = useDeferredValue(true, narrow ? false : undefined);
  return children(whole || data.items.length <= FIRST_PAINT_ROWS ? data : { ...data, items: data.items.slice(0, FIRST_PAINT_ROWS) });
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
  return (
    <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <FirstRowsFirst data={data}>{children}</FirstRowsFirst>
    </Box>
  );
}
