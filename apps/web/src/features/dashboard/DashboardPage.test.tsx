import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardEndpoints, ORDER_STATUSES, storeEndpoints, type DashboardSummary, type StoreSummary } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, type ApiCall } from '../../test/mockApi';
import { mockApi, renderRoutes } from '../../test/render';
import { dashboardRoutes } from './routes';

const BOOKING_STORE: StoreSummary = {
  ...GROCERY_STORE,
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Glow Salon',
  service: { _id: 'b', name: 'Salon at home', kind: 'booking' },
};

const SUMMARY: DashboardSummary = {
  from: '2026-04-01T18:30:00.000Z',
  to: '2026-04-04T18:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  kpis: {
    orders: 12,
    delivered: 7,
    revenue: 123_450,
    averageOrderValue: 15_000,
    rating: { average: 4.3, count: 9 },
    walletAvailable: 50_000,
    walletPending: 20_000,
    pendingPayouts: { count: 2, amount: 30_000 },
    pendingRequests: 3,
    lowStockItems: 5,
    newOrders: 4,
    bookingsToConfirm: 6,
  },
  revenueByDay: [
    { date: '2026-04-02', revenue: 23_450, orders: 3 },
    { date: '2026-04-03', revenue: 0, orders: 0 },
    { date: '2026-04-04', revenue: 100_000, orders: 9 },
  ],
  ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: status === 'delivered' ? 7 : status === 'placed' ? 4 : 0 })),
  topItems: [
    { itemId: 'i1', name: 'Basmati Rice 5 kg', quantity: 6, revenue: 60_000 },
    { itemId: null, name: 'Old Ghee 1 L', quantity: 2, revenue: 20_000 },
  ],
  bookingsByWeekdayHour: [{ weekday: 5, hour: 10, count: 3 }],
};

function setup(stores: StoreSummary[] = [GROCERY_STORE, BOOKING_STORE]) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(stores),
    [endpointKey(dashboardEndpoints.summary)]: () => ({ body: SUMMARY }),
  });
}

const summaryCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === dashboardEndpoints.summary.path);
const localMidnight = (daysFromToday: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysFromToday).toISOString();
};
const dayInput = (daysFromToday: number) => {
  const date = new Date();
  date.setDate(date.getDate() + daysFromToday);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('dashboard', () => {
  it('shows the store cards: "Documents missing" while required documents are missing, and opens the store page', async () => {
    const missing = {
      ...GROCERY_STORE,
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Kulkarni Kirana',
      status: 'pending' as const,
      documentsStatus: 'missing' as const,
      missingDocuments: ['logo' as const],
    };
    setup([missing, GROCERY_STORE]);
    renderRoutes(dashboardRoutes, '/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Rao' })).toBeTruthy();
    const kirana = within(await screen.findByRole('article', { name: 'Kulkarni Kirana' }));
    expect(kirana.getByText('Documents missing')).toBeTruthy();
    expect(kirana.getByRole('link', { name: 'View store Kulkarni Kirana' }).getAttribute('href')).toBe(`/stores/${missing._id}`);

    const fresh = within(screen.getByRole('article', { name: 'Fresh Mart' }));
    expect(fresh.queryByText('Documents missing')).toBeNull();
    // Rendered in a second, deferred commit (StoreCard.tsx).
    expect(await fresh.findByText('Registered on Jan 2, 2025')).toBeTruthy();
    expect(fresh.getByRole('link', { name: 'View store Fresh Mart' }).getAttribute('href')).toBe(`/stores/${GROCERY_STORE._id}`);
  });

  it("shows the period's KPIs from the answer, each a link to its list", async () => {
    setup();
    renderRoutes(dashboardRoutes, '/dashboard');
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');

    expect(await link(/^Orders 12 Delivered: 7$/)).toBe('/orders?tab=all');
    expect(await link(/^Revenue ₹1,234\.50/)).toBe('/wallet');
    expect(await link(/^Average order value ₹150\.00/)).toBe('/orders?tab=delivered');
    expect(await link(/^Rating 4\.3 ★ Reviews: 9$/)).toBe('/reviews');
    expect(await link(/^Wallet available ₹500\.00 Pending: ₹200\.00$/)).toBe('/wallet');
    expect(await link(/^Payouts in progress ₹300\.00 Requested, not paid yet: 2$/)).toBe('/payout');
    expect(await link(/^New orders 4/)).toBe('/orders?tab=new');
    expect(await link(/^Bookings to confirm 6/)).toBe('/all-service-orders?tab=upcoming');
    expect(await link(/^Low stock 5/)).toBe('/product-list?stockState=low');
    expect(await link(/^Pending requests 3/)).toBe('/product-request-list');
  });

  it('leaves out the bookings figures for a vendor without a booking store, and has no store picker with one store', async () => {
    setup([GROCERY_STORE]);
    renderRoutes(dashboardRoutes, '/dashboard');
    expect(await screen.findByRole('link', { name: /^Low stock 5/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Bookings to confirm/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bookings by weekday and hour' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Store' })).toBeNull();
  });

  it('asks for the last 30 days first, then the period and store picked (from and to as local midnights)', async () => {
    const calls = setup();
    renderRoutes(dashboardRoutes, '/dashboard');
    await screen.findByRole('link', { name: /^Orders 12/ });
    const first = summaryCalls(calls)[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ from: localMidnight(-29), to: localMidnight(1) });

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'last7' } });
    await waitFor(() => expect(summaryCalls(calls).at(-1)!.query.get('from')).toBe(localMidnight(-6)));
    expect(summaryCalls(calls).at(-1)!.query.get('to')).toBe(localMidnight(1));

    fireEvent.change(screen.getByRole('combobox', { name: 'Store' }), { target: { value: BOOKING_STORE._id } });
    await waitFor(() => expect(summaryCalls(calls).at(-1)!.query.get('storeId')).toBe(BOOKING_STORE._id));

    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } });
    const from = await screen.findByLabelText('From');
    // Custom starts from the days shown.
    expect((from as HTMLInputElement).value).toBe(dayInput(-6));
    fireEvent.change(from, { target: { value: dayInput(-10) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: dayInput(-3) } });
    await waitFor(() => expect(summaryCalls(calls).at(-1)!.query.get('from')).toBe(localMidnight(-10)));
    expect(Object.fromEntries(summaryCalls(calls).at(-1)!.query)).toEqual({
      from: localMidnight(-10),
      to: localMidnight(-2),
      storeId: BOOKING_STORE._id,
    });

    // A span that ends before it starts is said under To and not sent.
    const sent = summaryCalls(calls).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: dayInput(-20) } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    // Over 366 days: the contract's message.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: dayInput(0) } });
    expect(await screen.findByText('A period can be at most 366 days.')).toBeTruthy();
    expect(summaryCalls(calls)).toHaveLength(sent);
  });

  it('gives every chart its figures as a table for screen readers, and shows it on demand', async () => {
    setup();
    renderRoutes(dashboardRoutes, '/dashboard');
    const revenue = await screen.findByRole('table', { name: 'Revenue over time' });
    const revenueRows = within(revenue).getAllByRole('row').slice(1);
    expect(revenueRows).toHaveLength(3);
    expect(
      revenueRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['₹234.50', '3'],
      ['₹0.00', '0'],
      ['₹1,000.00', '9'],
    ]);
    expect(within(revenueRows[0]!).getByRole('rowheader').textContent).toBe('Apr 2, 2026');

    const statuses = screen.getByRole('table', { name: 'Orders by status' });
    expect(within(statuses).getAllByRole('row')).toHaveLength(ORDER_STATUSES.length + 1);
    expect(within(statuses).getByRole('row', { name: 'Delivered 7' })).toBeTruthy();

    const top = screen.getByRole('table', { name: 'Top products' });
    expect(within(top).getByRole('row', { name: 'Basmati Rice 5 kg 6 ₹600.00' })).toBeTruthy();
    expect(within(top).getByRole('row', { name: 'Old Ghee 1 L (removed) 2 ₹200.00' })).toBeTruthy();

    const bookings = screen.getByRole('table', { name: 'Bookings by weekday and hour' });
    expect(within(bookings).getByRole('row', { name: 'Sat 10 AM 3' })).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Revenue over time' });
    fireEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
    expect(within(card).getByRole('button', { name: 'Show as chart' })).toBeTruthy();
    expect(within(card).getByRole('table', { name: 'Revenue over time' })).toBeTruthy();
  });
});
