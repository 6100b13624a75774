import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { PageContentMarker } from '../navigation/firstPageShown';
import { HintTooltip } from './HintTooltip';

const hinted = (shown: boolean) => (
  <>
    <HintTooltip title="Display settings">
      <button type="button" aria-label="Settings">
        S
      </button>
    </HintTooltip>
    {shown && <PageContentMarker />}
  </>
);

describe('HintTooltip', () => {
  it('is the button alone until the first page is shown, then shows its hint on hover', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(hinted(false), { route: '/dashboard' });
    await user.hover(screen.getByRole('button', { name: 'Settings' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();

    rerender(hinted(true));
    await user.unhover(screen.getByRole('button', { name: 'Settings' }));
    // Swapped in once the Tooltip's module is in; the button keeps its own name.
    await expect
      .poll(async () => {
        await user.hover(screen.getByRole('button', { name: 'Settings' }));
        return screen.queryByRole('tooltip')?.textContent ?? null;
      })
      .toBe('Display settings');
  });
});
