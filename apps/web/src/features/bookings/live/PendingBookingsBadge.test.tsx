import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { bookingEndpoints } from '@dhub/contract';
import { signIn } from '../../../test/fixtures';
import { endpointKey } from '../../../test/mockApi';
import { mockApi, renderWithProviders } from '../../../test/render';
import { bookingPage, bookingSummary } from '../test-fixtures';
import PendingBookingsBadge from './PendingBookingsBadge';

describe('the bookings badge', () => {
  it('counts the bookings waiting to be confirmed, and says so to screen readers', async () => {
    signIn();
    const calls = mockApi({
      [endpointKey(bookingEndpoints.list)]: () => ({
        body: { ...bookingPage([bookingSummary({ status: 'pending' })]), total: 3 },
      }),
    });
    renderWithProviders(<PendingBookingsBadge />);
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByText('Bookings to confirm: 3')).toBeTruthy();
    expect([calls[0]?.query.get('status'), calls[0]?.query.get('limit')]).toEqual(['pending', '1']);
  });

  it('shows nothing when none waits', async () => {
    signIn();
    const calls = mockApi({ [endpointKey(bookingEndpoints.list)]: () => ({ body: bookingPage([]) }) });
    const { container } = renderWithProviders(<PendingBookingsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBeGreaterThan(0);
    expect(container.textContent).toBe('');
  });
});
