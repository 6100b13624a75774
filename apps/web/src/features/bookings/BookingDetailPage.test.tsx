import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, bookingEndpoints, scheduleEndpoints, storeEndpoints, type BookingDetail, MESSAGES } from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { bookingsRoutes } from './routes';
import { availability, BOOKING_ID, bookingDetail, SALON_STORE, SLOT_FREE } from './test-fixtures';

const PAGE = `/all-service-orders/order-details?id=${BOOKING_ID}`;

function setup(act: (body: Record<string, unknown>) => MockAnswer, booking: BookingDetail = bookingDetail()) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([SALON_STORE]),
    [endpointKey(bookingEndpoints.detail, { id: BOOKING_ID })]: () => ({ body: booking }),
    [endpointKey(bookingEndpoints.act, { id: BOOKING_ID })]: (call) => act(call.body as Record<string, unknown>),
    [endpointKey(scheduleEndpoints.availability, { storeId: SALON_STORE._id })]: (call) => ({
      body: availability(call.query.get('from')!),
    }),
  });
}

const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('a booking', () => {
  it('shows the customer, the place, the time, the charges with the coupon, the earnings and the timeline', async () => {
    setup(
      () => ({ body: {} }),
      bookingDetail({
        status: 'completed',
        discount: 5_000,
        couponCode: 'SAVE50',
        total: 44_900,
        paymentStatus: 'paid',
        settlement: {
          gross: 49_900,
          couponCost: 5_000,
          deliveryCharge: 0,
          commissionRate: 1000,
          commission: 4_490,
          net: 40_410,
          settledAt: '2026-12-11T10:00:00.000Z',
          availableAt: '2026-12-18T10:00:00.000Z',
        },
        timeline: [
          { status: 'pending', at: '2026-11-24T10:00:00.000Z', by: 'customer', note: null, rescheduledFrom: null },
          { status: 'pending', at: '2026-11-25T10:00:00.000Z', by: 'vendor', note: null, rescheduledFrom: '2026-12-09T04:30:00.000Z' },
          { status: 'completed', at: '2026-12-10T05:15:00.000Z', by: 'vendor', note: null, rescheduledFrom: null },
        ],
        actions: [],
      }),
    );
    renderRoutes(bookingsRoutes, PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking #200042' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '+919812345678' }).getAttribute('href')).toBe('tel:+919812345678');
    expect(screen.getByRole('heading', { name: 'Where the service is done' })).toBeTruthy();
    expect(screen.getByText(/4 Residency Road/)).toBeTruthy();
    expect(screen.getByText('45 min')).toBeTruthy();
    const charges = screen.getByRole('heading', { name: 'Charges' }).parentElement!;
    expect(within(charges).getByText('Coupon SAVE50')).toBeTruthy();
    expect(within(charges).getByText('− ₹50.00')).toBeTruthy();
    expect(within(charges).getByText('₹449.00')).toBeTruthy();
    expect(screen.getByText('Second floor, flat 21')).toBeTruthy();
    expect(screen.getByText(/^Rescheduled from /)).toBeTruthy();
    const earnings = screen.getByRole('heading', { name: 'Your earnings' }).parentElement!;
    expect(within(earnings).getByText('Commission (10%)')).toBeTruthy();
    expect(within(earnings).getByText('₹404.10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('confirms a pending booking', async () => {
    const calls = setup(() => ({ body: bookingDetail({ status: 'confirmed', actions: ['start', 'cancel', 'reschedule'] }) }));
    const user = userEvent.setup();
    renderRoutes(bookingsRoutes, PAGE);
    expect(screen.queryByRole('button', { name: 'Mark completed' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted(calls)[0]?.body).toEqual({ action: 'confirm' }));
    expect(await screen.findByText('Booking confirmed.')).toBeTruthy();
  });

  it('asks for a reason before cancelling (the contract text), without calling the API', async () => {
    const calls = setup(() => ({ body: bookingDetail({ status: 'cancelled', reason: 'Stylist ill', actions: [] }) }));
    const user = userEvent.setup();
    renderRoutes(bookingsRoutes, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking #200042' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MESSAGES.reasonNeeded)).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Stylist ill');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted(calls)[0]?.body).toEqual({ action: 'cancel', reason: 'Stylist ill' }));
  });

  it('reschedules to the chosen free slot of the day picked, the full ones disabled', async () => {
    const calls = setup(() => ({ body: bookingDetail({ date: '2026-12-12' }) }));
    const user = userEvent.setup();
    renderRoutes(bookingsRoutes, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking #200042' });
    expect((within(dialog).getByLabelText(/New date/) as HTMLInputElement).value).toBe('2026-12-10');
    await within(dialog).findByRole('radio', { name: /2 left/ });
    fireEvent.change(within(dialog).getByLabelText(/New date/), { target: { value: '2026-12-12' } });
    const free = await within(dialog).findByRole('radio', { name: /2 left/ });
    expect((within(dialog).getByRole('radio', { name: /Full/ }) as HTMLInputElement).disabled).toBe(true);
    const asked = calls.filter((call) => call.path.endsWith('/availability')).at(-1)!;
    expect([asked.query.get('from'), asked.query.get('days')]).toEqual(['2026-12-12', '1']);
    await user.click(free);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(posted(calls)[0]?.body).toEqual({ action: 'reschedule', date: '2026-12-12', slotId: SLOT_FREE }));
    expect(await screen.findByText('Booking rescheduled.')).toBeTruthy();
  });

  it('asks for a time before rescheduling, and says in the dialog when the slot filled up meanwhile (409 slotFull)', async () => {
    const calls = setup(() => apiError(409, 'slotFull'));
    const user = userEvent.setup();
    renderRoutes(bookingsRoutes, PAGE);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule booking #200042' });
    const free = await within(dialog).findByRole('radio', { name: /2 left/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Choose a time.')).toBeTruthy();
    expect(posted(calls)).toHaveLength(0);
    await user.click(free);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(BOOKING_MESSAGES.slotFull)).toBeTruthy();
    expect(posted(calls)[0]?.body).toEqual({ action: 'reschedule', date: '2026-12-10', slotId: SLOT_FREE });
  });
});
