import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { isApiError } from '../api/ApiError';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './ListSkeleton';
import { useUiTexts } from './UiTexts';

/** The part of a query a detail page waits on. */
export interface GatedQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A detail page's states: id missing → warning; loading → skeleton; 404 → "not found"; error → retry; else the content. */
export function LoadGate<T>({ id, query, children }: { id: string | null; query: GatedQuery<T>; children: (data: T) => ReactNode }) {
  const texts = useUiTexts();
  if (!id) return <Alert severity="warning">{texts.missingId}</Alert>;
  if (query.error) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <Alert severity="warning">{texts.notFound}</Alert>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (query.isPending || query.data === undefined) return <ListSkeleton rows={3} />;
  return <>{children(query.data)}</>;
}
