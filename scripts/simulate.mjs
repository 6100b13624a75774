#!/usr/bin/env node
// A stream of marketplace customers against a running server (`npm start`), so the vendor portal
// has orders arriving: it signs up SIMULATE_CUSTOMERS customers, finds the stores delivering to
// SIMULATE_PINCODE, and places SIMULATE_PER_MINUTE orders a minute (1 to 4 products of a store's
// list, in stock, cash or online; a booking's free place at a store of services), some with a
// demo coupon (SIMULATE_COUPON_SHARE), cancelling a share of the orders (SIMULATE_CANCEL_SHARE) a
// few seconds later as customers do. It runs until Ctrl-C, or until SIMULATE_ORDERS are placed.
// SIMULATE_URL: the server (default http://localhost:$PORT, PORT 8080).
/* global fetch, setTimeout -- Node's */
const { API_PREFIX, MARKETPLACE_TIME_ZONE, authEndpoints, customerBookingEndpoints, customerEndpoints, endpointUrl } =
  await import('@dhub/contract');

const env = process.env;
const BASE = (env.SIMULATE_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, '');
const PER_MINUTE = Number(env.SIMULATE_PER_MINUTE ?? 4);
const CUSTOMERS = Number(env.SIMULATE_CUSTOMERS ?? 5);
const PINCODE = env.SIMULATE_PINCODE ?? '560038';
const CANCEL_SHARE = Number(env.SIMULATE_CANCEL_SHARE ?? 0.1);
const COUPON_SHARE = Number(env.SIMULATE_COUPON_SHARE ?? 0.2);
const LIMIT = env.SIMULATE_ORDERS === undefined ? Infinity : Number(env.SIMULATE_ORDERS);
for (const [name, value] of Object.entries({ PER_MINUTE, CUSTOMERS, CANCEL_SHARE, COUPON_SHARE, LIMIT })) {
  const share = name.endsWith('_SHARE');
  if (!(value >= 0) || (share && value > 1) || (!share && name !== 'LIMIT' && !Number.isInteger(value))) {
    console.error(`SIMULATE_${name} is not valid: ${value}`);
    process.exit(2);
  }
}

const NAMES = [
  'Asha Nair',
  'Rahul Verma',
  'Fatima Sheikh',
  'Arjun Mehta',
  'Lakshmi Iyer',
  'Vikram Singh',
  'Neha Kapoor',
  'Imran Khan',
  'Divya Rao',
  'Karan Malhotra',
];
const STREETS = ['MG Road', 'Church Street', '100 Ft Road, Indiranagar', '5th Block, Koramangala', 'CMH Road', 'Residency Road'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(method, path, token, body) {
  const response = await fetch(`${BASE}${API_PREFIX}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, answer };
}

async function signUp(index) {
  const name = NAMES[index % NAMES.length];
  const email = `sim.${Date.now().toString(36)}.${index}@example.com`;
  const phone = `+9198${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  const { status, answer } = await call('POST', authEndpoints.customerRegister.path, undefined, {
    name,
    email,
    phone,
    password: 'Simulate2024',
  });
  if (status !== 201) throw new Error(`sign-up of ${email}: ${status} ${answer.message ?? ''}`);
  return { name, phone, token: answer.token };
}

/** A random order's lines: 1 to 4 products of a random page of the store's list, within their stock. */
async function basket(customer, store) {
  const first = await call(
    'GET',
    endpointUrl(customerEndpoints.storeItems, { params: { storeId: store._id }, query: { limit: 20 } }),
    customer.token,
  );
  if (first.status !== 200 || first.answer.total === 0) return [];
  const pages = Math.max(1, Math.ceil(first.answer.total / 20));
  const page = 1 + Math.floor(Math.random() * pages);
  const { answer } =
    page === 1
      ? first
      : await call(
          'GET',
          endpointUrl(customerEndpoints.storeItems, { params: { storeId: store._id }, query: { limit: 20, page } }),
          customer.token,
        );
  const chosen = [...answer.items].sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 4));
  return chosen.flatMap((item) => {
    const variation = item.variations.filter((candidate) => candidate.stock > 0);
    const target = item.stock > 0 && (variation.length === 0 || Math.random() < 0.5) ? { stock: item.stock } : pick(variation);
    if (!target || target.stock < 1) return [];
    return [
      {
        itemId: item._id,
        ...(target._id && { variationId: target._id }),
        quantity: 1 + Math.floor(Math.random() * Math.min(3, target.stock)),
      },
    ];
  });
}

/** A free place in a booking store's next week, or none. */
async function freePlace(customer, store) {
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(new Date());
  const { answer } = await call(
    'GET',
    endpointUrl(customerBookingEndpoints.slots, { params: { storeId: store._id }, query: { from, days: 7 } }),
    customer.token,
  );
  const free = (answer.days ?? []).flatMap((day) =>
    day.slots.filter((slot) => slot.bookable).map((slot) => ({ date: day.date, slotId: slot.slotId })),
  );
  return free.length > 0 ? pick(free) : undefined;
}

/** Some customers try a demo coupon (a refusal, e.g. a minimum not met, is logged like any other). */
const maybeCoupon = () => (Math.random() < COUPON_SHARE ? pick(['WELCOME10', 'FREEDEL']) : undefined);

async function main() {
  const customers = [];
  for (let index = 0; index < CUSTOMERS; index++) customers.push(await signUp(index));
  const { status, answer } = await call(
    'GET',
    endpointUrl(customerEndpoints.stores, { query: { pincode: PINCODE, limit: 100 } }),
    customers[0]?.token,
  );
  if (status !== 200 || answer.items.length === 0) throw new Error(`no store takes orders for pincode ${PINCODE} (${status})`);
  const stores = answer.items;
  console.log(`${customers.length} customers, ${stores.length} stores delivering to ${PINCODE}: ${PER_MINUTE} orders a minute on ${BASE}`);
  let placed = 0;
  while (placed < LIMIT) {
    const customer = pick(customers);
    const store = pick(stores);
    const address = {
      name: customer.name,
      phone: customer.phone,
      line1: `${1 + Math.floor(Math.random() * 200)} ${pick(STREETS)}`,
      city: 'Bengaluru',
      pincode: PINCODE,
    };
    if (store.kind === 'booking') {
      const place = await freePlace(customer, store);
      const booking = place
        ? await call('POST', customerBookingEndpoints.place.path, customer.token, {
            storeId: store._id,
            ...place,
            address,
            paymentMethod: 'cod',
          })
        : { status: 0, answer: { message: 'no free slot' } };
      if (booking.status === 201) {
        placed++;
        console.log(`booking #${booking.answer.number} ${store.name}: ${booking.answer.date} ${booking.answer.start} (${customer.name})`);
      } else {
        console.log(`a booking was refused: ${booking.answer.message ?? booking.status}`);
      }
      if (placed < LIMIT && PER_MINUTE > 0) await sleep(60_000 / PER_MINUTE);
      continue;
    }
    const lines = await basket(customer, store);
    if (lines.length > 0) {
      const order = await call('POST', customerEndpoints.placeOrder.path, customer.token, {
        storeId: store._id,
        lines,
        address,
        paymentMethod: Math.random() < 0.5 ? 'cod' : 'online',
        couponCode: maybeCoupon(),
      });
      if (order.status === 201) {
        placed++;
        console.log(
          `#${order.answer.number} ${store.name}: ${order.answer.itemsCount} items, ${(order.answer.total / 100).toFixed(2)} (${customer.name})`,
        );
        if (Math.random() < CANCEL_SHARE) {
          const id = order.answer._id;
          setTimeout(
            () => {
              void call('POST', endpointUrl(customerEndpoints.cancelOrder, { params: { id } }), customer.token, {
                reason: 'Ordered by mistake',
              }).then(({ status: cancelled }) =>
                console.log(
                  `#${order.answer.number} ${cancelled === 200 ? 'cancelled by the customer' : 'could not be cancelled (already accepted)'}`,
                ),
              );
            },
            3000 + Math.random() * 5000,
          );
        }
      } else {
        console.log(`an order was refused: ${order.answer.message ?? order.status}`);
      }
    }
    if (placed < LIMIT && PER_MINUTE > 0) await sleep(60_000 / PER_MINUTE);
  }
}

try {
  await main();
} catch (error) {
  console.error(`simulate: ${error.message}`);
  process.exit(1);
}
