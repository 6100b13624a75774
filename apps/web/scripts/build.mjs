#!/usr/bin/env node
// The web app's production build: two passes of `vite build` (build/chunkPlan.ts: the first plans
// which small chunks go together, the second builds with the plan), then the precompressed copies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'dhub-chunk-plan-'));
const plan = join(dir, 'plan.json');
try {
  process.env.DHUB_CHUNK_PLAN_OUT = plan;
  await build({ root, logLevel: 'warn' });
  delete process.env.DHUB_CHUNK_PLAN_OUT;
  process.env.DHUB_CHUNK_PLAN_IN = plan;
  await build({ root });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
await import('./precompress.mjs');
