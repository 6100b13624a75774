import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { FIRST_PAINT_ROWS, ListStates, type ListQuery } from './ListStates';

interface Page {
  items: string[];
  total: number;
}

const loaded = (data: Page): ListQuery<Page> => ({
  data,
  error: null,
  isPending: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

function Rows({ items, commits }: { items: string[]; commits: number[] }) {
  useLayoutEffect(() => {
    commits.push(items.length);
  });
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function List({ data, commits }: { data: Page; commits: number[] }) {
  return (
    <ListStates query={loaded(data)} filtered={false} empty="empty" noMatch="no match">
      {(page) => <Rows items={page.items} commits={commits} />}
    </ListStates>
  );
}

const page = (count: number, from = 1): Page => ({
  items: Array.from({ length: count }, (_, index) => `item ${from + index}`),
  total: 100,
});

/** happy-dom's window size (MUI's media queries read it). */
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (viewport: { width: number }) => void } }).happyDOM.setViewport({ width });

describe('ListStates', () => {
  afterEach(() => setWidth(1024));

  it('on a phone, commits a page’s first rows first, then the whole page', async () => {
    setWidth(390);
    const commits: number[] = [];
    renderWithProviders(<List data={page(20)} commits={commits} />);
    expect(await screen.findByText('item 20')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(commits[0]).toBe(FIRST_PAINT_ROWS);
    expect(commits.at(-1)).toBe(20);
  });

  it('on a desktop, commits the whole page at once', async () => {
    setWidth(1280);
    const commits: number[] = [];
    renderWithProviders(<List data={page(20)} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(commits).toEqual([20]);
  });

  it('on a phone, renders a later page whole at once', async () => {
    setWidth(390);
    const commits: number[] = [];
    const { rerender } = renderWithProviders(<List data={page(20)} commits={commits} />);
    await screen.findByText('item 20');
    commits.length = 0;
    rerender(<List data={page(20, 21)} commits={commits} />);
    expect(screen.getByText('item 40')).toBeTruthy();
    expect(commits).toEqual([20]);
  });
});
