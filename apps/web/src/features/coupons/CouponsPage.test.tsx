import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, couponEndpoints, storeEndpoints, type Coupon } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { couponsRoutes } from './routes';

const COUPON_ID = '66666666-6666-4666-8666-666666666666';
const percentCoupon: Coupon = {
  _id: COUPON_ID,
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  code: 'WELCOME10',
  title: '10% off your first order',
  kind: 'percent',
  value: 10,
  minOrder: 19900,
  maxDiscount: 10000,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  totalLimit: null,
  perCustomerLimit: 1,
  isActive: true,
  usedCount: 3,
  state: 'active',
  createdAt: '2026-10-30T10:00:00.000Z',
};
const flatCoupon: Coupon = {
  ...percentCoupon,
  _id: '77777777-7777-4777-8777-777777777777',
  code: 'FLAT50',
  title: null,
  kind: 'flat',
  value: 5000,
  minOrder: 0,
  maxDiscount: null,
  totalLimit: 100,
  perCustomerLimit: null,
  usedCount: 100,
  state: 'usedUp',
};

function setup(handlers: { add?: (body: Record<string, unknown>) => MockAnswer; remove?: () => MockAnswer } = {}) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(couponEndpoints.list)]: () => ({ body: { items: [percentCoupon, flatCoupon], page: 1, limit: 20, total: 2 } }),
    [endpointKey(couponEndpoints.add)]: (call) =>
      handlers.add?.(call.body as Record<string, unknown>) ?? {
        status: 201,
        body: { message: COUPON_MESSAGES.couponCreated, coupon: percentCoupon },
      },
    [endpointKey(couponEndpoints.edit, { id: COUPON_ID })]: (call) => ({
      body: { message: COUPON_MESSAGES.couponSaved, coupon: { ...percentCoupon, ...(call.body as object) } },
    }),
    [endpointKey(couponEndpoints.remove, { id: COUPON_ID })]: () =>
      handlers.remove?.() ?? { body: { message: COUPON_MESSAGES.couponDeleted } },
  });
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'Add coupon' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
  return screen.findByRole('dialog', { name: 'Add coupon' });
}

describe('coupons', () => {
  it('lists the coupons with their discount, uses and state; filters by state on the server', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    expect(await screen.findByRole('heading', { name: 'Coupons' })).toBeTruthy();
    const percentRow = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr')!;
    expect(within(percentRow).getByText('10%')).toBeTruthy();
    expect(within(percentRow).getByText('up to ₹100.00')).toBeTruthy();
    expect(within(percentRow).getByText('₹199.00')).toBeTruthy();
    expect(within(percentRow).getByText('3 / ∞')).toBeTruthy();
    expect(within(percentRow).getByText('Active')).toBeTruthy();
    expect((within(percentRow).getByRole('switch', { name: 'Use coupon WELCOME10' }) as HTMLInputElement).checked).toBe(true);
    const flatRow = screen.getByRole('rowheader', { name: 'FLAT50' }).closest('tr')!;
    expect(within(flatRow).getByText('₹50.00')).toBeTruthy();
    expect(within(flatRow).getByText('100 / 100')).toBeTruthy();
    expect(within(flatRow).getByText('Used up')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'expired');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === couponEndpoints.list.path)
          .at(-1)!
          .query.get('state'),
      ).toBe('expired'),
    );
  });

  it('switches a coupon off by saving its whole terms', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    await user.click(await screen.findByRole('switch', { name: 'Use coupon WELCOME10' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toBeTruthy());
    const { _id, storeId, storeName, usedCount, state, createdAt, title, ...terms } = percentCoupon;
    void [_id, storeId, storeName, usedCount, state, createdAt];
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...terms, title, isActive: false });
  });

  it("refuses a percentage of 150 with the contract's text, without calling the API", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'big150');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Percentage off/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.couponPercentRange)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a flat coupon: the parsed body, code in capitals, amounts in paise, dates as ISO instants, blank limits unlimited', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'flat-50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'flat');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount off/ }), '50.5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum order/ }), '199');
    fireEvent.change(within(dialog).getByLabelText(/^Starts/), { target: { value: '2026-12-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Ends/), { target: { value: '2026-12-31T23:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      storeId: GROCERY_STORE._id,
      code: 'FLAT-50',
      kind: 'flat',
      value: 5050,
      minOrder: 19900,
      maxDiscount: null,
      startsAt: new Date('2026-12-01T10:00').toISOString(),
      endsAt: new Date('2026-12-31T23:30').toISOString(),
      totalLimit: null,
      perCustomerLimit: null,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add coupon' })).toBeNull());
  });

  it('shows a taken code under the code input', async () => {
    setup({ add: () => apiError(409, 'couponCodeTaken') });
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'WELCOME10');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Percentage off/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.couponCodeTaken)).toBeTruthy();
  });

  it('asks before deleting, and says why a used coupon cannot be deleted', async () => {
    const calls = setup({ remove: () => apiError(409, 'couponInUse') });
    const user = userEvent.setup();
    renderRoutes(couponsRoutes, '/service-coupons');
    await user.click(await screen.findByRole('button', { name: 'Delete coupon WELCOME10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete coupon WELCOME10?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(COUPON_MESSAGES.couponInUse)).toBeTruthy();
  });
});
