import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module (its state lasts the visit) and a layout: a page with a skeleton up, then its content. */
async function renderLayout() {
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
    const [data, setData] = useState(false);
    showData = () => setData(true);
    return data ? <p>data</p> : <Skeleton />;
  }
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
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

  it('turns true after a while when the skeleton stays', async () => {
    vi.useFakeTimers();
    await renderLayout();
    expect(screen.getByText('no extras')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('extras')).toBeTruthy();
  });
});
