import { useState } from 'react';

/** A server-paged list's page and page size (pages from 1); a new size goes back to the first page. */
export interface Paging {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

export function usePaging(first: { page: number; limit: number } = { page: 1, limit: 10 }): Paging {
  const [page, setPage] = useState(first.page);
  const [limit, setLimitState] = useState(first.limit);
  const setLimit = (next: number) => {
    setLimitState(next);
    setPage(1);
  };
  return { page, limit, setPage, setLimit };
}
