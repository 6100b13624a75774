/**
 * `npm run bench:live`: how long a new order takes to reach an open vendor screen under a burst.
 * The vendor's event stream is open (as the web keeps it); LIVE_ORDERS orders (200) are placed
 * evenly over LIVE_SECONDS (60) by 20 customers; each order's latency is from the moment its POST
 * starts to the moment its 'order' event arrives on the stream. Prints p50 / p95 / p99 / max.
 * Not a test. Env as `npm run bench` (BENCH_URL, DATABASE_URL; the demo seed only by default).
 */
import { performance } from 'node:perf_hooks';
import {
  API_PREFIX,
  authEndpoints,
  customerEndpoints,
  endpointUrl,
  orderEndpoints,
  orderEventMessageSchema,
  type Paginated,
  type StorefrontItem,
  type StorefrontStore,
} from '@dhub/contract';
import { startTarget } from './target.js';

process.env.BENCH_LARGE ??= '0';
const ORDERS = Number(process.env.LIVE_ORDERS ?? 200);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 60);
const CUSTOMERS = 20;

async function api<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Follows the vendor's stream; calls `onOrder` with each order event's id as it arrives; resolves once the stream says ready. */
async function followOrders(baseUrl: string, token: string, onOrder: (orderId: string) => void): Promise<AbortController> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${API_PREFIX}${orderEndpoints.events.path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') ready();
          if (event === 'order' && data) {
            const message = orderEventMessageSchema.safeParse(JSON.parse(data));
            if (message.success && message.data.placed) onOrder(message.data.orderId);
          }
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
  return abort;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const target = await startTarget();
  try {
    const baseUrl = target.baseUrl;
    const { token: vendor } = await api<{ token: string }>(baseUrl, 'POST', authEndpoints.vendorLogin.path, undefined, {
      email: process.env.DEMO_VENDOR_EMAIL ?? 'vendor@example.com',
      password: process.env.DEMO_VENDOR_PASSWORD ?? 'Vendor@123',
    });
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, index) => {
        const answer = await api<{ token: string }>(baseUrl, 'POST', authEndpoints.customerRegister.path, undefined, {
          name: `Burst Customer ${index}`,
          email: `burst.${Date.now().toString(36)}.${index}@example.com`,
          phone: '+919812345678',
          password: 'Customer2024',
        });
        return answer.token;
      }),
    );
    const stores = await api<Paginated<StorefrontStore>>(
      baseUrl,
      'GET',
      endpointUrl(customerEndpoints.stores, { query: { pincode: '560038', limit: 100 } }),
      customers[0],
    );
    const store = stores.items.find((candidate) => candidate.kind === 'grocery');
    if (!store) throw new Error('no grocery store takes orders to 560038');
    const items = await api<Paginated<StorefrontItem>>(
      baseUrl,
      'GET',
      endpointUrl(customerEndpoints.storeItems, { params: { storeId: store._id }, query: { limit: 100 } }),
      customers[0],
    );
    const stocked = items.items.filter((item) => item.stock > 0 && item.variations.length === 0);

    const started = new Map<string, number>();
    const arrived = new Map<string, number>();
    const stream = await followOrders(baseUrl, vendor, (orderId) => arrived.set(orderId, performance.now()));
    process.stdout.write(`  ${ORDERS} orders over ${SECONDS} s to ${store.name}, the vendor's stream open on ${target.description}\n`);
    const gap = (SECONDS * 1000) / ORDERS;
    const t0 = performance.now();
    const placing: Promise<void>[] = [];
    let refused = 0;
    for (let index = 0; index < ORDERS; index++) {
      const wait = t0 + index * gap - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const item = stocked[index % stocked.length]!;
      const begin = performance.now();
      placing.push(
        api<{ _id: string }>(baseUrl, 'POST', customerEndpoints.placeOrder.path, customers[index % CUSTOMERS], {
          storeId: store._id,
          lines: [{ itemId: item._id, quantity: 1 }],
          address: { name: 'Burst Customer', phone: '+919812345678', line1: '1 MG Road', city: 'Bengaluru', pincode: '560038' },
          paymentMethod: 'cod',
        }).then(
          (order) => void started.set(order._id, begin),
          () => void refused++,
        ),
      );
    }
    await Promise.all(placing);
    const deadline = performance.now() + 5000;
    while ([...started.keys()].some((id) => !arrived.has(id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stream.abort();
    const latencies = [...started].flatMap(([id, begin]) => (arrived.has(id) ? [arrived.get(id)! - begin] : [])).sort((a, b) => a - b);
    const missed = started.size - latencies.length;
    const row = {
      orders: started.size,
      refused,
      'missed (5 s)': missed,
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      'max ms': Math.round(latencies.at(-1)!),
    };
    console.table([row]);
    if (missed > 0 || row['p99 ms'] > 1000) process.exitCode = 1;
  } finally {
    await target.stop();
  }
}

await main();
