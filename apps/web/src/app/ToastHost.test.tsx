import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { LAYOUT, STORAGE_KEYS } from '@dhub/contract';
import { toast } from '../lib/toast';
import { renderWithProviders } from '../test/render';
import ToastHost from './ToastHost';

async function showToast() {
  renderWithProviders(<ToastHost />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    toast.success('Saved.');
  });
  const message = await screen.findByText('Saved.');
  return message.closest('.dhub-toasts') as HTMLElement;
}

describe('toasts', () => {
  it('sit top-right, below the top bar, with a named close button', async () => {
    const container = await showToast();
    expect(container).not.toBeNull();
    expect(getComputedStyle(container).right).not.toBe('auto');
    // Below the top bar: its icons (and the page's Back under it) stay uncovered.
    expect(parseFloat(getComputedStyle(container).top)).toBeGreaterThan(LAYOUT.topbarHeight);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('sit top-left in a right-to-left page', async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ direction: 'rtl', language: 'ar' }));
    try {
      const container = await showToast();
      expect(getComputedStyle(container).left).not.toBe('auto');
      expect(parseFloat(getComputedStyle(container).top)).toBeGreaterThan(LAYOUT.topbarHeight);
      expect(getComputedStyle(container).right === 'auto' || getComputedStyle(container).right === '').toBe(true);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
    }
  });
});

describe('a toast with an action', () => {
  it('asked for before the host is up, it shows once the host is, and its button runs the action and closes it', async () => {
    let undone = 0;
    toast.undoable('Removed.', 'Undo', () => undone++);
    renderWithProviders(<ToastHost />);
    await screen.findByText('Removed.');
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByText('Removed.')).toBeNull());
  });
});
