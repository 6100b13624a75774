/**
 * `npm run bench`: autocannon against each route of BENCH_ROUTES, one after the other, then a
 * table with each route's throughput as a ratio to GetService's in the same run (ratios survive a
 * noisy machine). Not a test. Env: BENCH_URL (a running server; default: the built server in its
 * own process on a temp PGlite, or on DATABASE_URL), BENCH_LARGE (default 1: seed:large first;
 * 0 skips), BENCH_SCALE (the large seed ×N), BENCH_ORDERS (the demo store's orders, e.g. 1000000),
 * BENCH_LEDGER (the demo store's wallet entries, e.g. 1000000),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
 * BENCH_ONLY (routes whose name has one of these texts, `|` between them; GetService always runs), DEMO_VENDOR_EMAIL / _PASSWORD,
 * BENCH_NODE_ARGS (Node options of the built server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { API_PREFIX, authEndpoints, catalogueEndpoints, endpointUrl, lookupEndpoints } from '@dhub/contract';
import autocannon from 'autocannon';
import { BENCH_ROUTES, RATIO_BASE, type BenchContext, type BenchRoute } from './routes.js';
import { startTarget } from './target.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const { myList } = catalogueEndpoints('grocery');

async function prepare(baseUrl: string): Promise<BenchContext> {
  const { token } = await postJson<{ token: string }>(`${baseUrl}${API_PREFIX}${authEndpoints.vendorLogin.path}`, {
    email: process.env.DEMO_VENDOR_EMAIL ?? 'vendor@example.com',
    password: process.env.DEMO_VENDOR_PASSWORD ?? 'Vendor@123',
  });
  const { country } = await postJson<{ country: { _id: string; name: string }[] }>(
    `${baseUrl}${API_PREFIX}${lookupEndpoints.countries.path}`,
    {},
  );
  const india = country.find((entry) => entry.name === 'India');
  if (!india) throw new Error('India is not in the countries list');
  // Demo grocery items with a high MRP (room for a changing price) and a category of the list.
  const list = await fetch(`${baseUrl}${API_PREFIX}${endpointUrl(myList, { query: { limit: 100, sort: 'price', order: 'desc' } })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!list.ok) throw new Error(`my list: ${list.status} ${await list.text()}`);
  const { items } = myList.response.parse(await list.json());
  if (!items.length) throw new Error('the demo grocery store has no items');
  return {
    vendorToken: token,
    indiaId: india._id,
    groceryItems: items.map((item) => ({ id: item._id, mrp: item.mrp })),
    groceryCategoryId: items[0]!.product.category!._id,
    groceryStoreId: items[0]!.storeId,
  };
}

interface Row {
  route: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'errors/non-2xx': string;
  '÷ GetService'?: string;
}

async function run(baseUrl: string, route: BenchRoute, ctx: BenchContext): Promise<Row> {
  const headers: Record<string, string> = {};
  const body = route.body?.(ctx);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (route.auth) headers.authorization = `Bearer ${ctx.vendorToken}`;
  let n = 0;
  const vary = route.vary;
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    duration: seconds,
    ...(vary && {
      requests: [
        {
          setupRequest: (request) => {
            const next = vary(ctx, n++);
            return {
              ...request,
              ...(next.path !== undefined && { path: next.path }),
              ...(next.body !== undefined && { body: JSON.stringify(next.body) }),
            };
          },
        },
      ],
    }),
  });
  return {
    route: route.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'errors/non-2xx': `${result.errors + result.timeouts}/${result.non2xx}`,
  };
}

function printTable(rows: Row[]): void {
  const columns = Object.keys(rows[0] ?? {}) as (keyof Row)[];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

async function main(): Promise<void> {
  const target = await startTarget();
  try {
    console.log(`Bench: ${target.description}; ${seconds}s per route, ${connections} connections, Node ${process.version}\n`);
    const ctx = await prepare(target.baseUrl);
    const rows: Row[] = [];
    const only = process.env.BENCH_ONLY?.toLowerCase().split('|');
    const chosen = BENCH_ROUTES.filter(
      (candidate) => candidate.name === RATIO_BASE || !only || only.some((text) => candidate.name.toLowerCase().includes(text)),
    );
    for (const route of chosen) {
      process.stdout.write(`  running ${route.name}…\n`);
      rows.push(await run(target.baseUrl, route, ctx));
    }
    // The base runs first and again last: the machine drifts over a run, and each route is
    // compared with the mean of the two.
    const baseRoute = chosen.find((route) => route.name === RATIO_BASE);
    if (baseRoute && chosen.length > 2) {
      process.stdout.write(`  running ${RATIO_BASE} again…\n`);
      rows.push({ ...(await run(target.baseUrl, baseRoute, ctx)), route: `${RATIO_BASE} (again)` });
    }
    const baseRuns = rows.filter((row) => row.route.startsWith(RATIO_BASE)).map((row) => row['req/s']);
    const base = baseRuns.length ? baseRuns.reduce((sum, value) => sum + value, 0) / baseRuns.length : 0;
    for (const row of rows) row['÷ GetService'] = base ? (row['req/s'] / base).toFixed(2) : '–';
    console.log('');
    printTable(rows);
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
