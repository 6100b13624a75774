import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Paging } from '../hooks/usePaging';
import { ListStates, type ListQuery } from './ListStates';
import { Pager } from './Pager';

/** A paged list section's words, in the page's language (the feature's texts). */
export interface PagedListTexts {
  heading: string;
  /** Under the heading. */
  hint?: string;
  /** The list's accessible name. */
  label: string;
  empty: string;
}

/**
 * A section holding one server-paged list (money added, subscriptions): its heading, the list's
 * states (loading, failed, empty), its items as a list of rows, and the pager.
 */
export function PagedListSection<T extends { _id: string }>({
  texts,
  query,
  paging,
  children,
}: {
  texts: PagedListTexts;
  query: ListQuery<{ items: T[]; total: number }>;
  paging: Paging;
  /** One item's row. */
  children: (item: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: texts.hint ? 0 : 1.5 }}>
        {texts.heading}
      </Typography>
      {texts.hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {texts.hint}
        </Typography>
      )}
      <ListStates
        query={query}
        filtered={false}
        noMatch={null}
        empty={
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{texts.empty}</Typography>
          </Paper>
        }
      >
        {(data) => (
          <Paper variant="outlined">
            <Box component="ul" aria-label={texts.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.items.map((item) => (
                <Box component="li" key={item._id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                  {children(item)}
                </Box>
              ))}
            </Box>
            <Pager total={data.total} page={paging.page} limit={paging.limit} onPage={paging.setPage} onLimit={paging.setLimit} />
          </Paper>
        )}
      </ListStates>
    </Box>
  );
}
