import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { renderWithProviders } from '../test/render';

// The toast host's chunk cannot load (offline, or a deploy renamed it).
vi.mock('./ToastHost', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the toast host, when its code cannot load', () => {
  it('leaves the page as it was (no toasts), not a blank app', async () => {
    renderWithProviders(<p>the wizard, half filled</p>);
    act(() => toast.error('Upload failed.'));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('the wizard, half filled')).toBeTruthy();
    expect(screen.queryByText('Upload failed.')).toBeNull();
  });
});
