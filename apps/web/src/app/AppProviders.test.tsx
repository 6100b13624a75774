import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { renderWithProviders } from '../test/render';

/** Whether notistack's host is mounted: its global styles (the toasts' place and colours) are in the page. */
const hostMounted = () => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('.dhub-toasts'));

describe('the toast host', () => {
  it('is not loaded for a first paint, and comes with the first toast asked for (outside the signed-in layout)', async () => {
    await import('./ToastHost'); // in the module cache: a host asked for would mount within the wait below
    renderWithProviders(<p>page</p>);
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 100)));
    expect(hostMounted()).toBe(false);
    act(() => toast.success('Saved.'));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(hostMounted()).toBe(true);
  });
});
