import {
  catalogueEndpoints,
  IDEMPOTENCY_HEADER,
  fillPath,
  planEndpoints,
  planOperatorEndpoints,
  PLAN_MESSAGES,
  walletEndpoints,
  walletOperatorEndpoints,
  type OrderDetail,
  type PlansAnswer,
  type Subscription,
  type WalletPage,
} from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterProducts } from '../../src/db/catalogue-schema.js';
import { plans } from '../../src/db/plans-schema.js';
import { services } from '../../src/db/schema.js';
import { adminToken, call, createVendor, demoToken, type TestVendor } from '../helpers/catalogue.js';
import { multipart, pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { act, customerToken, demoGrocery, placed } from '../helpers/orders.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let admin: string;
let store: Awaited<ReturnType<typeof demoGrocery>>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_HOLD_SECONDS: '0' } });
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  store = await demoGrocery(ctx);
});
afterAll(() => ctx?.close());

const plansOf = async (storeId = store.storeId, token = vendor) =>
  (await call(ctx, 'GET', `${planEndpoints.list.path}?storeId=${storeId}`, token)).json<PlansAnswer>();
const subscribe = (planId: string, payWith: 'wallet' | 'offline', storeId = store.storeId, token = vendor) =>
  call(ctx, 'POST', planEndpoints.subscribe.path, token, { storeId, planId, payWith });
const walletEntries = walletEndpoints.get;
const credit = (storeId: string, amount: number) =>
  call(ctx, 'POST', walletOperatorEndpoints.adjust.path, admin, { storeId, amount, reason: 'Test money' });
const available = async (storeId = store.storeId, token = vendor) =>
  (await call(ctx, 'GET', `${walletEndpoints.get.path}?storeId=${storeId}`, token)).json<WalletPage>().summary.available;
/** The store's newest ledger entries, newest first: what a plan move wrote. */
const latestEntries = async (n: number, storeId = store.storeId) =>
  (await call(ctx, 'GET', `${walletEntries.path}?storeId=${storeId}&limit=${n}`, vendor))
    .json<WalletPage>()
    .items.map(({ type, amount, note }) => ({ type, amount, note }));
const planNamed = (answer: PlansAnswer, name: string) => answer.plans.find((plan) => plan.name === name)!;

describe('plans and subscriptions', () => {
  it("starts a store on its service's free plan, and lists the service's plans cheapest first", async () => {
    const answer = await plansOf();
    expect(answer.current).toBeNull();
    expect(answer.plans.map((plan) => plan.name)).toEqual(['Starter', 'Growth', 'Pro', 'Pro yearly']);
    expect(answer.usage).toEqual({ listings: 30, listingLimit: 100 });
    expect((await subscribe(planNamed(answer, 'Starter')._id, 'wallet')).json().code).toBe('freePlanOnce');
  });

  it('refuses a wallet purchase beyond the available balance, then buys from the wallet: the plan sets the commission', async () => {
    const growth = planNamed(await plansOf(), 'Growth');
    const before = await available();
    if (before >= growth.price) await credit(store.storeId, -(before - growth.price + 1));
    const refused = await subscribe(growth._id, 'wallet');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('walletInsufficient');
    expect((await plansOf()).current).toBeNull();

    await credit(store.storeId, 200_000);
    const money = await available();
    const bought = await subscribe(growth._id, 'wallet');
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({ message: PLAN_MESSAGES.subscribed, subscription: { status: 'active', paid: growth.price } });
    expect(await available()).toBe(money - growth.price);
    const answer = await plansOf();
    expect(answer.current!.plan.name).toBe('Growth');
    expect(answer.usage.listingLimit).toBe(1000);
    expect(answer.expiresInDays).toBe(30);

    // The next delivered order is settled at the plan's commission.
    const customer = await customerToken(ctx);
    const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
    let last: OrderDetail = order;
    for (const body of [
      { action: 'accept', prepMinutes: 15 },
      { action: 'markReady' },
      { action: 'dispatch' },
      { action: 'deliver' },
    ] as const) {
      last = (await act(ctx, vendor, order._id, body)).json<OrderDetail>();
    }
    expect(last.settlement!.commissionRate).toBe(growth.commissionRate);
  });

  it('renews the same plan after the current one; upgrading starts now with the remaining time credited', async () => {
    const answer = await plansOf();
    const growth = planNamed(answer, 'Growth');
    await credit(store.storeId, 500_000);
    const renewal = await subscribe(growth._id, 'wallet');
    expect(renewal.json().message).toBe(PLAN_MESSAGES.subscriptionScheduled);
    const renewed = renewal.json<{ subscription: Subscription }>().subscription;
    expect(renewed.status).toBe('scheduled');
    expect(renewed.startsAt).toBe(answer.current!.endsAt);
    expect((await plansOf()).next!._id).toBe(renewed._id);

    // One plan at most waits after the current one.
    const again = await subscribe(growth._id, 'wallet');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('planAlreadyScheduled');

    const pro = planNamed(answer, 'Pro');
    const money = await available();
    const upgrade = (await subscribe(pro._id, 'wallet')).json<{ subscription: Subscription }>().subscription;
    // The renewal bought to follow is cancelled and its price comes back.
    expect(await available()).toBe(money - upgrade.paid + renewed.paid);
    expect(await latestEntries(2)).toEqual([
      { type: 'planPurchase', amount: -upgrade.paid, note: 'Pro' },
      { type: 'planRefund', amount: renewed.paid, note: 'Growth' },
    ]);
    expect(upgrade.status).toBe('active');
    // Growth was bought moments ago: nearly all of its price comes back as credit.
    expect(upgrade.credit).toBeGreaterThan(growth.price * 0.99);
    expect(upgrade.credit).toBeLessThanOrEqual(growth.price);
    expect(upgrade.paid).toBe(pro.price - upgrade.credit);
    const after = await plansOf();
    expect(after.current!.plan.name).toBe('Pro');
    expect(after.next).toBeNull(); // the renewal of Growth was replaced
    const history = (await call(ctx, 'GET', `${planEndpoints.history.path}?storeId=${store.storeId}`, vendor)).json<{
      items: Subscription[];
    }>();
    expect(history.items.map((item) => item.status)).toEqual(['active', 'replaced', 'replaced']);
  });

  it('takes an offline payment: awaiting it, sent with its proof, confirmed by the operator (the unused time back to the wallet)', async () => {
    const yearly = planNamed(await plansOf(), 'Pro yearly');
    const reserved = (await subscribe(yearly._id, 'offline')).json<{ subscription: Subscription }>().subscription;
    expect(reserved.status).toBe('awaitingPayment');
    const confirm = () => call(ctx, 'POST', fillPath(planOperatorEndpoints.confirmPayment.path, { id: reserved._id }), admin);
    expect((await confirm()).json().code).toBe('subscriptionNotSubmitted');

    const body = await multipart({ subscriptionId: reserved._id, method: 'bankTransfer', reference: 'NEFT-20261125' }, [
      { field: 'proof', name: 'receipt.png', content: pngBytes(), type: 'image/png' },
    ]);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: api(planEndpoints.addPayment.path),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${vendor}` },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().subscription).toMatchObject({ status: 'paymentSubmitted', hasProof: true });
    const money = await available();
    const confirmed = await confirm();
    expect(confirmed.json().subscription.status).toBe('active');
    const creditBack = confirmed.json<{ subscription: Subscription }>().subscription.credit;
    expect(creditBack).toBeGreaterThan(0);
    expect(await available()).toBe(money + creditBack);
    expect(await latestEntries(1)).toEqual([{ type: 'planRefund', amount: creditBack, note: 'Pro' }]);
    expect((await plansOf()).current!.plan.name).toBe('Pro yearly');
  });

  it("refuses the next listing beyond the plan's limit, with the contract's message", async () => {
    const small: TestVendor = await createVendor(ctx, ['grocery']);
    const storeId = small.storeIds[0]!;
    const [grocery] = await ctx.db.select({ id: services.id }).from(services).where(eq(services.kind, 'grocery'));
    const [tiny] = await ctx.db
      .insert(plans)
      .values({
        serviceId: grocery!.id,
        name: 'Tiny',
        description: 'One product',
        price: 100,
        durationDays: 30,
        listingLimit: 1,
        commissionRate: 1000,
      })
      .returning({ id: plans.id });
    await credit(storeId, 1_000);
    expect((await subscribe(tiny!.id, 'wallet', storeId, small.token)).statusCode).toBe(201);
    const products = await ctx.db
      .select({ id: masterProducts.id })
      .from(masterProducts)
      .where(and(eq(masterProducts.vertical, 'grocery')))
      .limit(2);
    const add = (masterProductId: string) =>
      call(ctx, 'POST', `${catalogueEndpoints('grocery').addToMyList.path}?storeId=${storeId}`, small.token, {
        masterProductId,
        price: 50,
        mrp: 60,
        stock: 5,
      });
    expect((await add(products[0]!.id)).statusCode).toBe(201);
    const refused = await add(products[1]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'listingLimitReached', message: PLAN_MESSAGES.listingLimitReached });
    expect((await plansOf(storeId, small.token)).usage).toEqual({ listings: 1, listingLimit: 1 });
  });

  it('makes one purchase of the same Idempotency-Key: a retry answers it (one payment), another plan with it is 409', async () => {
    const buyer: TestVendor = await createVendor(ctx, ['grocery']);
    const storeId = buyer.storeIds[0]!;
    const growth = planNamed(await plansOf(storeId, buyer.token), 'Growth');
    await credit(storeId, 3 * growth.price);
    const buy = (key: string, planId = growth._id) =>
      ctx.app.inject({
        method: 'POST',
        url: api(planEndpoints.subscribe.path),
        headers: { authorization: `Bearer ${buyer.token}`, [IDEMPOTENCY_HEADER]: key },
        payload: { storeId, planId, payWith: 'wallet' },
      });
    const before = await available(storeId, buyer.token);
    const [first, second] = await Promise.all([buy('plan-key-1'), buy('plan-key-1')]);
    const third = await buy('plan-key-1');
    for (const answer of [first, second, third]) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set([first, second, third].map((answer) => answer.json<{ subscription: Subscription }>().subscription._id));
    expect(ids.size).toBe(1);
    expect(await available(storeId, buyer.token)).toBe(before - growth.price);
    const history = (await call(ctx, 'GET', `${planEndpoints.history.path}?storeId=${storeId}`, buyer.token)).json<{ total: number }>();
    expect(history.total).toBe(1);

    const pro = planNamed(await plansOf(storeId, buyer.token), 'Pro');
    const reused = await buy('plan-key-1', pro._id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotencyKeyReused');
    expect((await buy('not a key')).statusCode).toBe(400);
    // A new key is a new purchase: the renewal, after the current plan.
    const renewal = await buy('plan-key-2');
    expect(renewal.statusCode).toBe(201);
    expect(renewal.json()).toMatchObject({ message: PLAN_MESSAGES.subscriptionScheduled, subscription: { status: 'scheduled' } });
  });

  it('answers plans in the language asked for (lang, else Accept-Language), in English where a plan has no translation', async () => {
    const english = await plansOf();
    const namesIn = (answer: PlansAnswer) =>
      ['Starter', 'Growth', 'Pro', 'Pro yearly'].map(
        (name) => answer.plans.find((plan) => plan._id === planNamed(english, name)._id)!.name,
      );
    const inLanguage = async (query: string, headers: Record<string, string> = {}) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: api(`${planEndpoints.list.path}?storeId=${store.storeId}${query}`),
          headers: { authorization: `Bearer ${vendor}`, ...headers },
        })
      ).json<PlansAnswer>();
    const french = await inLanguage('&lang=fr', { 'accept-language': 'zh' });
    expect(namesIn(french)).toEqual(['Démarrage', 'Croissance', 'Pro', 'Pro annuel']);
    expect(french.plans.find((plan) => plan.name === 'Croissance')!.description).toMatch(/^Pour une boutique qui grandit/);
    expect(namesIn(await inLanguage('', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' }))).toEqual([
      '入门版',
      '成长版',
      '专业版',
      '专业版（年付）',
    ]);

    const growth = planNamed(english, 'Growth');
    await subscribe(growth._id, 'offline');
    const history = (await call(ctx, 'GET', `${planEndpoints.history.path}?storeId=${store.storeId}&lang=ar`, vendor)).json<{
      items: Subscription[];
    }>();
    expect(history.items[0]!.plan.name).toBe('النمو');

    const [row] = await ctx.db.select().from(plans).where(eq(plans.id, growth._id));
    await ctx.db.update(plans).set({ translations: {} }).where(eq(plans.id, growth._id));
    expect(namesIn(await inLanguage('&lang=fr'))[1]).toBe('Growth');
    await ctx.db.update(plans).set({ translations: row!.translations }).where(eq(plans.id, growth._id));
  });
});
