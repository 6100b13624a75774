import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDEMPOTENCY_HEADER,
  PLAN_MESSAGES,
  planEndpoints,
  STORAGE_KEYS,
  storeEndpoints,
  type Plan,
  type PlansAnswer,
  type StoreSummary,
  type Subscription,
} from '@dhub/contract';
import { i18n } from '../../i18n';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import fr from './i18n/fr';
import { subscriptionRoutes } from './routes';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T00:00:00.000Z');
const iso = (time: number) => new Date(time).toISOString();
const day = (time: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(time));

const plan = (fields: Partial<Plan>): Plan => ({
  _id: '00000000-0000-4000-8000-000000000000',
  serviceId: 'g',
  name: 'Plan',
  description: '',
  price: 0,
  durationDays: 30,
  listingLimit: 100,
  commissionRate: 1000,
  features: ['catalogue', 'ordersInbox'],
  isFree: false,
  ...fields,
});
const STARTER = plan({ _id: 'a0000000-0000-4000-8000-000000000001', name: 'Starter', durationDays: 0, isFree: true });
const GROWTH = plan({
  _id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Growth',
  description: 'For a growing store.',
  price: 99_900,
  listingLimit: 1000,
  commissionRate: 800,
  features: ['catalogue', 'ordersInbox', 'coupons', 'reports'],
});
const PRO = plan({
  _id: 'a0000000-0000-4000-8000-000000000003',
  name: 'Pro',
  price: 249_900,
  listingLimit: null,
  commissionRate: 500,
  features: ['catalogue', 'ordersInbox', 'coupons', 'reports', 'prioritySupport', 'featuredListing'],
});

const subscription = (of: Plan, fields: Partial<Subscription>): Subscription => ({
  _id: 'b0000000-0000-4000-8000-000000000001',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  plan: {
    _id: of._id,
    name: of.name,
    price: of.price,
    listingLimit: of.listingLimit,
    commissionRate: of.commissionRate,
    durationDays: of.durationDays,
  },
  status: 'active',
  paymentMethod: 'wallet',
  price: of.price,
  credit: 0,
  paid: of.price,
  reference: null,
  hasProof: false,
  reason: null,
  startsAt: iso(NOW - 15 * DAY),
  endsAt: iso(NOW + 15 * DAY),
  createdAt: iso(NOW - 15 * DAY),
  ...fields,
});
/** Growth, bought 15 days ago for 30 days: half of its price is left to credit. */
const CURRENT = subscription(GROWTH, {});

const answer = (fields: Partial<PlansAnswer> = {}): PlansAnswer => ({
  storeId: GROCERY_STORE._id,
  currency: 'INR',
  plans: [STARTER, GROWTH, PRO],
  current: CURRENT,
  next: null,
  usage: { listings: 300, listingLimit: 1000 },
  expiresInDays: 15,
  walletAvailable: 500_000,
  ...fields,
});

const SECOND_STORE: StoreSummary = { ...GROCERY_STORE, _id: '99999999-9999-4999-8999-999999999999', name: 'Fresh Mart Annexe' };

function setup(
  handlers: {
    plans?: PlansAnswer;
    history?: Subscription[];
    subscribe?: (call: ApiCall) => MockAnswer;
    addPayment?: (call: ApiCall) => MockAnswer;
    stores?: StoreSummary[];
  } = {},
) {
  signIn();
  const history = handlers.history ?? [CURRENT];
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(handlers.stores),
    [endpointKey(planEndpoints.list)]: () => ({ body: handlers.plans ?? answer() }),
    [endpointKey(planEndpoints.history)]: () => ({ body: { items: history, page: 1, limit: 10, total: history.length } }),
    [endpointKey(planEndpoints.subscribe)]: (call) =>
      handlers.subscribe?.(call) ?? {
        status: 201,
        body: { message: PLAN_MESSAGES.subscribed, subscription: subscription(PRO, { _id: 'b0000000-0000-4000-8000-000000000009' }) },
      },
    [endpointKey(planEndpoints.addPayment)]: (call) =>
      handlers.addPayment?.(call) ?? {
        body: {
          message: PLAN_MESSAGES.planPaymentSubmitted,
          subscription: subscription(PRO, { status: 'paymentSubmitted', startsAt: null, endsAt: null }),
        },
      },
  });
}

const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const lastCall = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).at(-1);

async function openPlan(user: ReturnType<typeof userEvent.setup>, name: string, dialogName: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('subscription', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the plan in force, its listings against the limit, the plans, and warns when it ends soon', async () => {
    const endsAt = NOW + 5 * DAY;
    const current = subscription(GROWTH, { startsAt: iso(NOW - 25 * DAY), endsAt: iso(endsAt) });
    const calls = setup({
      plans: answer({ current, expiresInDays: 5 }),
      history: [
        subscription(PRO, {
          _id: 'b0000000-0000-4000-8000-000000000002',
          status: 'awaitingPayment',
          paymentMethod: 'offline',
          startsAt: null,
          endsAt: null,
        }),
        current,
      ],
    });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeTruthy();

    const inForce = await screen.findByRole('region', { name: 'Plan in force' });
    expect(within(inForce).getByRole('heading', { level: 3, name: 'Growth' })).toBeTruthy();
    expect(within(inForce).getByText('8% of each sale')).toBeTruthy();
    expect(within(inForce).getByText('300 of 1,000 products')).toBeTruthy();
    const bar = within(inForce).getByRole('progressbar', { name: 'Products listed against the plan’s limit' });
    expect(bar.getAttribute('aria-valuenow')).toBe('300');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('300 of 1,000 products');
    expect(within(inForce).getByText(day(endsAt))).toBeTruthy();
    expect(within(inForce).getByText('5')).toBeTruthy();

    const banner = within(inForce).getByRole('alert');
    expect(within(banner).getByText('Your plan ends soon')).toBeTruthy();
    expect(within(banner).getByText(new RegExp(`Growth ends on ${day(endsAt)} \\(days left: 5\\)`))).toBeTruthy();

    const plans = screen.getByRole('list', { name: 'Plans, cheapest first' });
    const card = (name: string) => within(plans).getByRole('heading', { level: 3, name }).closest('li')!;
    expect(within(card('Growth')).getByText('Current plan')).toBeTruthy();
    expect(within(card('Growth')).getByText('₹999.00 for 30 days')).toBeTruthy();
    expect(within(card('Growth')).getByText('Up to 1,000 products')).toBeTruthy();
    expect(within(card('Growth')).getByText('Coupons')).toBeTruthy();
    expect(within(card('Pro')).getByText('No product limit')).toBeTruthy();
    expect(within(card('Pro')).getByText('Commission: 5%')).toBeTruthy();
    expect(within(card('Pro')).getByText('Priority support')).toBeTruthy();
    expect(within(card('Pro')).queryByText('Current plan')).toBeNull();
    expect(within(card('Starter')).getByText('Free')).toBeTruthy();
    expect(within(card('Starter')).getByRole('button', { name: 'Downgrade: Starter' })).toBeTruthy();
    expect(within(card('Pro')).getByRole('button', { name: 'Upgrade: Pro' })).toBeTruthy();
    expect(within(card('Growth')).getByRole('button', { name: 'Renew: Growth' })).toBeTruthy();

    // The offline subscription still waiting for its payment: said at the top and in the history.
    expect(await screen.findByText('Pro is reserved: send the payment details to activate it.')).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Subscriptions, newest first' });
    expect(within(history).getByText('Awaiting payment')).toBeTruthy();
    expect(within(history).getByText('Active')).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Send payment details: Pro' })).toBeTruthy();
    expect(lastCall(calls, planEndpoints.list.path)!.query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(lastCall(calls, planEndpoints.history.path)!.query.get('storeId')).toBe(GROCERY_STORE._id);
    // Plans' names and descriptions are the operator's texts: the server answers them in the page's language.
    expect(lastCall(calls, planEndpoints.list.path)!.query.get('lang')).toBe('en');
    expect(lastCall(calls, planEndpoints.history.path)!.query.get('lang')).toBe('en');

    await user.click(within(banner).getByRole('button', { name: 'Renew now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew Growth' });
    expect(within(dialog).getByText(`It starts on ${day(endsAt)}, when the plan in force ends, and runs 30 days.`)).toBeTruthy();
  });

  it('shows the free plan in force when the store has no subscription, and no banner', async () => {
    setup({ plans: answer({ current: null, expiresInDays: null, usage: { listings: 100, listingLimit: 100 } }), history: [] });
    renderRoutes(subscriptionRoutes, '/subscription');
    const inForce = await screen.findByRole('region', { name: 'Plan in force' });
    expect(within(inForce).getByRole('heading', { level: 3, name: 'Starter' })).toBeTruthy();
    expect(within(inForce).getByText('Every store starts on this free plan.')).toBeTruthy();
    expect(within(inForce).getByText('No end date')).toBeTruthy();
    expect(within(inForce).getByText('Limit reached: to add products, choose a plan with a higher limit.')).toBeTruthy();
    expect(within(inForce).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upgrade: Growth' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Starter$/ })).toBeNull();
    expect(await screen.findByText('No subscriptions yet: the store is on the free plan.')).toBeTruthy();
  });

  it('credits the unused time of the plan in force against a dearer plan, then pays from the wallet', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    expect(within(dialog).getByText('It starts now and runs 30 days.')).toBeTruthy();
    expect(within(dialog).getByText('Growth ends now; its unused time is credited against the price.')).toBeTruthy();
    expect(within(dialog).getByText('You pay ₹1,999.50 now (₹499.50 credited).')).toBeTruthy();
    const wallet = within(dialog).getByRole('radio', { name: 'Wallet' }) as HTMLInputElement;
    expect(wallet.checked).toBe(true);
    expect(wallet.disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(posts(calls, planEndpoints.subscribe.path)).toHaveLength(1));
    const post = posts(calls, planEndpoints.subscribe.path)[0]!;
    expect(post.body).toEqual({ storeId: GROCERY_STORE._id, planId: PRO._id, payWith: 'wallet' });
    expect(post.headers.Authorization).toBe('Bearer token-1');
    expect(await screen.findByText(PLAN_MESSAGES.subscribed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('schedules a cheaper plan after the paid one in force, and says so', async () => {
    const calls = setup({
      subscribe: () => ({
        status: 201,
        body: {
          message: PLAN_MESSAGES.subscriptionScheduled,
          subscription: subscription(STARTER, { status: 'scheduled', price: 0, paid: 0, startsAt: CURRENT.endsAt, endsAt: null }),
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const dialog = await openPlan(user, 'Downgrade: Starter', 'Downgrade to Starter');
    const endsAt = Date.parse(CURRENT.endsAt!);
    expect(within(dialog).getByText(`It starts on ${day(endsAt)}, when the plan in force ends.`)).toBeTruthy();
    expect(within(dialog).getByText('You keep Growth until then. A change to a cheaper plan gives no money back.')).toBeTruthy();
    expect(within(dialog).getByText('This plan is free.')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(calls, planEndpoints.subscribe.path)).toHaveLength(1));
    expect(posts(calls, planEndpoints.subscribe.path)[0]!.body).toMatchObject({ planId: STARTER._id });
    expect(await screen.findByText(`Starter is scheduled: it starts on ${day(endsAt)}, when the plan in force ends.`)).toBeTruthy();
  });

  it('does not let the wallet pay when it holds too little, and links to adding money', async () => {
    setup({ plans: answer({ walletAvailable: 10_000 }) });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    const wallet = within(dialog).getByRole('radio', { name: 'Wallet' }) as HTMLInputElement;
    expect(wallet.disabled).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Offline payment' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('Not enough in the wallet: ₹100.00 available, ₹1,999.50 needed.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add money to the wallet' }).getAttribute('href')).toBe('/wallet');
    // Offline, the full price is paid; the unused time goes to the wallet once the payment is confirmed.
    expect(within(dialog).getByText(/^Pay ₹2,499.00 by bank transfer/)).toBeTruthy();
    expect(within(dialog).getByText(/worth ₹499.50 now/)).toBeTruthy();
  });

  it('reserves a plan to pay offline, then posts its payment details as multipart', async () => {
    const reserved = subscription(PRO, {
      _id: 'b0000000-0000-4000-8000-000000000005',
      status: 'awaitingPayment',
      paymentMethod: 'offline',
      startsAt: null,
      endsAt: null,
    });
    const calls = setup({
      subscribe: () => ({ status: 201, body: { message: PLAN_MESSAGES.subscriptionAwaitingPayment, subscription: reserved } }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(subscriptionRoutes, '/subscription');
    const dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    await user.click(within(dialog).getByRole('radio', { name: 'Offline payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay offline' }));
    await waitFor(() => expect(posts(calls, planEndpoints.subscribe.path)).toHaveLength(1));
    expect(posts(calls, planEndpoints.subscribe.path)[0]!.body).toEqual({
      storeId: GROCERY_STORE._id,
      planId: PRO._id,
      payWith: 'offline',
    });

    const payment = await screen.findByRole('dialog', { name: 'Send payment details' });
    expect(within(payment).getByText(/^For Pro: pay ₹2,499.00 to the marketplace/)).toBeTruthy();
    await user.click(within(payment).getByRole('button', { name: 'Send' }));
    expect(await within(payment).findByText('Enter the payment reference.')).toBeTruthy();
    const proof = within(payment).getByLabelText('Proof of payment (optional)');
    await user.upload(proof, new File(['gif'], 'receipt.gif', { type: 'image/gif' }));
    expect(await within(payment).findByText('Please upload a JPG, JPEG, PNG, or PDF file.')).toBeTruthy();
    expect(posts(calls, planEndpoints.addPayment.path)).toHaveLength(0);

    await user.selectOptions(within(payment).getByRole('combobox', { name: /^Payment method/ }), 'upi');
    await user.type(within(payment).getByRole('textbox', { name: /^Payment reference/ }), ' UPI-4455 ');
    await user.upload(proof, new File(['pdf'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(within(payment).getByText('receipt.pdf')).toBeTruthy();
    await user.click(within(payment).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(posts(calls, planEndpoints.addPayment.path)).toHaveLength(1));
    const post = posts(calls, planEndpoints.addPayment.path)[0]!;
    const form = post.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('subscriptionId')).toBe(reserved._id);
    expect(form.get('method')).toBe('upi');
    expect(form.get('reference')).toBe('UPI-4455');
    expect((form.get('proof') as File).name).toBe('receipt.pdf');
    expect(post.headers.Authorization).toBe('Bearer token-1');
    expect(await screen.findByText(PLAN_MESSAGES.planPaymentSubmitted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send payment details' })).toBeNull());
  });

  it('says waiting for confirmation once the payment details are sent', async () => {
    setup({
      history: [
        subscription(PRO, {
          _id: 'b0000000-0000-4000-8000-000000000006',
          status: 'paymentSubmitted',
          paymentMethod: 'offline',
          reference: 'upi: UPI-1',
          hasProof: true,
          startsAt: null,
          endsAt: null,
        }),
      ],
    });
    renderRoutes(subscriptionRoutes, '/subscription');
    expect(await screen.findByText('Pro: payment details sent, waiting for the marketplace to confirm them.')).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Subscriptions, newest first' });
    expect(within(history).getByText('Payment sent')).toBeTruthy();
    expect(within(history).getByText('Waiting for the marketplace to confirm the payment.')).toBeTruthy();
    expect(within(history).getByText('Proof of payment sent')).toBeTruthy();
    expect(within(history).getByText('UPI · Reference UPI-1')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: /Send payment details/ })).toBeNull();
  });

  it('offers no renewal or downgrade while a plan already waits (the reason, translated), and an upgrade cancels the waiting one', async () => {
    const endsAt = Date.parse(CURRENT.endsAt!);
    const renewal = subscription(GROWTH, {
      _id: 'b0000000-0000-4000-8000-000000000007',
      status: 'scheduled',
      startsAt: CURRENT.endsAt,
      endsAt: iso(endsAt + 30 * DAY),
    });
    const calls = setup({ plans: answer({ next: renewal }) });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const plans = await screen.findByRole('list', { name: 'Plans, cheapest first' });
    const card = (name: string) => within(plans).getByRole('heading', { level: 3, name }).closest('li')!;
    for (const [plan, action] of [
      ['Growth', 'Renew: Growth'],
      ['Starter', 'Downgrade: Starter'],
    ] as const) {
      const button = within(card(plan)).getByRole('button', { name: action }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const reason = within(card(plan)).getByText(PLAN_MESSAGES.planAlreadyScheduled);
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
    expect(within(card('Growth')).getByText('Starts next')).toBeTruthy();

    const upgrade = within(card('Pro')).getByRole('button', { name: 'Upgrade: Pro' }) as HTMLButtonElement;
    expect(upgrade.disabled).toBe(false);
    expect(within(card('Pro')).queryByText(PLAN_MESSAGES.planAlreadyScheduled)).toBeNull();
    const dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    expect(within(dialog).getByText(`It replaces Growth, which was to start on ${day(endsAt)}.`)).toBeTruthy();
    expect(posts(calls, planEndpoints.subscribe.path)).toHaveLength(0);
  });

  it("says why a renewal is not offered in the page's language", async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    try {
      setup({ plans: answer({ next: subscription(GROWTH, { status: 'scheduled', startsAt: CURRENT.endsAt, endsAt: null }) }) });
      renderRoutes(subscriptionRoutes, '/subscription');
      const renew = (await screen.findByRole('button', { name: 'Renouveler : Growth' })) as HTMLButtonElement;
      expect(renew.disabled).toBe(true);
      expect(document.getElementById(renew.getAttribute('aria-describedby')!)!.textContent).toBe(fr.messages.planAlreadyScheduled);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
      await i18n.changeLanguage('en');
    }
  });

  it('sends an Idempotency-Key: the same one when a purchase that failed is confirmed again, even from a reopened dialog; a new one for the next', async () => {
    let failures = 2;
    const calls = setup({
      subscribe: () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return {
          status: 201,
          body: { message: PLAN_MESSAGES.subscribed, subscription: subscription(PRO, { _id: 'b0000000-0000-4000-8000-000000000009' }) },
        };
      },
    });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const keys = () => posts(calls, planEndpoints.subscribe.path).map((post) => post.headers[IDEMPOTENCY_HEADER]);

    let dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('the same purchase is never paid twice');
    const key = keys()[0]!;
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(key);
    await within(dialog).findByRole('alert');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PLAN_MESSAGES.subscribed)).toBeTruthy();
    expect(keys()).toEqual([key, key, key]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(keys()).toHaveLength(4));
    expect(keys()[3]).not.toBe(key);
  });

  it('uses a new key after a refusal, and for another purchase (another way to pay)', async () => {
    let answers = 0;
    const calls = setup({
      subscribe: () => {
        answers += 1;
        if (answers === 1) return apiError(409, 'walletInsufficient');
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const keys = () => posts(calls, planEndpoints.subscribe.path).map((post) => post.headers[IDEMPOTENCY_HEADER]);
    const dialog = await openPlan(user, 'Upgrade: Pro', 'Upgrade to Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe('The available balance is not enough for this.');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).not.toBe(keys()[0]);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('never paid twice'));

    await user.click(within(dialog).getByRole('radio', { name: 'Offline payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay offline' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(posts(calls, planEndpoints.subscribe.path)[2]!.body).toMatchObject({ payWith: 'offline' });
    expect(new Set(keys()).size).toBe(3);
  });

  it("says the API's refusal in the page's language", async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    try {
      setup({ subscribe: () => apiError(409, 'planNotForStore') });
      const user = userEvent.setup();
      renderRoutes(subscriptionRoutes, '/subscription');
      const dialog = await openPlan(user, 'Passer au forfait supérieur : Pro', 'Passer à Pro');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(await within(dialog).findByText(fr.messages.planNotForStore)).toBeTruthy();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
      await i18n.changeLanguage('en');
    }
  });

  it('says a wallet refusal (409 walletInsufficient) with the contract text', async () => {
    setup({ subscribe: () => apiError(409, 'walletInsufficient') });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const dialog = await openPlan(user, 'Renew: Growth', 'Renew Growth');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The available balance is not enough for this.')).toBeTruthy();
  });

  it("picks the store when the vendor has several, and shows that store's plan", async () => {
    const calls = setup({ stores: [GROCERY_STORE, SECOND_STORE] });
    const user = userEvent.setup();
    renderRoutes(subscriptionRoutes, '/subscription');
    const picker = await screen.findByRole('combobox', { name: 'Store' });
    await screen.findByRole('region', { name: 'Plan in force' });
    await user.selectOptions(picker, SECOND_STORE._id);
    await waitFor(() => expect(lastCall(calls, planEndpoints.list.path)!.query.get('storeId')).toBe(SECOND_STORE._id));
    await waitFor(() => expect(lastCall(calls, planEndpoints.history.path)!.query.get('storeId')).toBe(SECOND_STORE._id));
  });
});
