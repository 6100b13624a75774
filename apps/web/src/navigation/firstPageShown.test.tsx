import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module (its state lasts the visit) and a layout: a page with a skeleton up, then its content. */
async function renderLayout(path = '/dashboard', withSkeleton = true) {
  const { PageContentMarker, useExtrasDeadline, useFirstPageShown, useSkeletonUp } = await import('./firstPageShown');
  function Skeleton() {
    useSkeletonUp();
    return <p>skeleton</p>;
  }
  function Extras() {
    useExtrasDeadline();
    return <p>{useFirstPageShown() ? 'extras' : 'no extras'}</p>;
  }
  let showData = () => {};
  function Page() {
    const [data, setData] = useState(!withSkeleton);
    showData = () => setData(true);
    return data ? <p>data</p> : <Skeleton />;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
      <PageContentMarker />
      <Extras />
    </MemoryRouter>,
  );
  return { showData: () => act(async () => showData()) };
}

describe('useFirstPageShown', () => {
  it('waits while the first page shows a skeleton, and turns true once it is gone', async () => {
    const { showData } = await renderLayout();
    expect(screen.getByText('no extras')).toBeTruthy();
    await showData();
    expect(await screen.findByText('extras')).toBeTruthy();
  });

  it('turns true only after the page is painted, not in the commit that shows it', async () => {
    const { showData } = await renderLayout();
    await showData();
    expect(screen.getByText('data')).toBeTruthy();
    expect(screen.getByText('no extras')).toBeTruthy();
    expect(await screen.findByText('extras')).toBeTruthy();
  });

  it("does not count the layout's index, which only redirects", async () => {
    await renderLayout('/', false);
    await act(async () => await Promise.resolve());
    expect(screen.getByText('no extras')).toBeTruthy();
  });

  it('turns true at once for a page with no skeleton', async () => {
    await renderLayout('/dashboard', false);
    expect(await screen.findByText('extras')).toBeTruthy();
  });

  it('turns true after a while when the skeleton stays', async () => {
    vi.useFakeTimers();
    await renderLayout();
    expect(screen.getByText('no extras')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('extras')).toBeTruthy();
  });
});
