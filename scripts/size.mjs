#!/usr/bin/env node
// Gzip size of the JavaScript the login page, the registration wizard and the signed-in shell
// (the dashboard) load initially: the entry chunk and its static imports, plus the page's route
// chunks and their static imports (from Vite's build manifest). Fails when the login page or the
// signed-in shell exceeds its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 150;
/** The dashboard: entry + main layout (the shell: menus, top bar, data client) + dashboard page. */
const SHELL_BUDGET_KB = 290;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build -w @dhub/web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk and, recursively, every chunk it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function findKey(suffix) {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
  if (!key) throw new Error(`No manifest entry ends with ${suffix}`);
  return key;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

function measure(...routeChunkSuffixes) {
  const entryKey = Object.keys(manifest).find((name) => manifest[name].isEntry);
  const keys = new Set([entryKey, ...routeChunkSuffixes.map(findKey)].flatMap((key) => [...staticClosure(key)]));
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { files, kb: bytes / 1024 };
}

const kb = (value) => `${value.toFixed(1)} KB`;
const login = measure('src/features/auth/LoginPage.tsx');
const wizard = measure('src/features/registration/RegistrationPage.tsx');
const shell = measure('src/app/MainLayout.tsx', 'src/features/dashboard/DashboardPage.tsx');
const myList = measure(
  'src/app/MainLayout.tsx',
  'src/features/catalogue/CataloguePage.tsx',
  'src/features/catalogue/pageLoaders.ts',
  'src/features/catalogue/pages/MyListPage.tsx',
);

console.log(`Login page initial JS:        ${kb(login.kb)} gzip (${login.files.length} files, budget ${LOGIN_BUDGET_KB} KB)`);
console.log(`Registration wizard initial JS: ${kb(wizard.kb)} gzip (${wizard.files.length} files)`);
console.log(
  `Signed-in shell initial JS:   ${kb(shell.kb)} gzip (${shell.files.length} files: main layout + dashboard, budget ${SHELL_BUDGET_KB} KB)`,
);
console.log(`My list initial JS:           ${kb(myList.kb)} gzip (${myList.files.length} files: main layout + my list)`);
if (process.argv.includes('--verbose')) {
  for (const [name, result] of [
    ['login', login],
    ['wizard', wizard],
    ['shell (dashboard)', shell],
    ['my list', myList],
  ]) {
    console.log(`\n${name}:`);
    for (const file of result.files) console.log(`  ${kb(gzipBytes(file) / 1024).padStart(9)}  ${file}`);
  }
}
const over = [
  [login, LOGIN_BUDGET_KB, 'The login page'],
  [shell, SHELL_BUDGET_KB, 'The signed-in shell (dashboard)'],
].filter(([result, budget]) => result.kb > budget);
for (const [result, budget, name] of over) console.error(`\n${name} loads ${kb(result.kb)} gzip, over the ${budget} KB budget.`);
if (over.length) process.exit(1);
