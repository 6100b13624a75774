import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const moduleOf = <T,>(Component: T) => ({ default: Component });

function renderIn(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return moduleOf(() => <h1>Ready</h1>);
    });
    Page.preload('/page');
    await act(async () => undefined);

    renderIn(Page);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends while its module loads, then shows it', async () => {
    let resolve!: (module: { default: () => React.ReactNode }) => void;
    const Page = lazyPage(() => new Promise((done) => (resolve = done)));

    renderIn(Page);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve(moduleOf(() => <h1>Late</h1>)));
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeTruthy();
  });

  it('passes the path to what it also preloads', () => {
    const asked: string[] = [];
    const Page = lazyPage(
      () => new Promise(() => undefined),
      (pathname) => asked.push(pathname),
    );
    Page.preload('/grocerys-item');
    expect(asked).toEqual(['/grocerys-item']);
  });
});
