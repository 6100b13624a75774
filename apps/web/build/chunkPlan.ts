import { readFileSync, writeFileSync } from 'node:fs';
import type { CodeSplittingGroup, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf, closure, facadeIs, isShellPage, OTHER_SIGNED_OUT_PAGES, SHELL_MODULE, shellChunk, staticClosure } from './bundleGraph';

/** The plan's file: pass 1 writes it, pass 2 reads it (scripts/build.mjs runs both and sets these). */
const PLAN_OUT = 'DHUB_CHUNK_PLAN_OUT';
const PLAN_IN = 'DHUB_CHUNK_PLAN_IN';

type Group = 'shell-parts' | 'shell-shared-parts' | 'signed-in-common';
type Plan = Record<string, Group>;

export interface PlanOptions {
  minPages: number;
  maxBytes: number;
}

const isSignedInRoot = (chunk: OutputChunk) => facadeIs(chunk, SHELL_MODULE) || isShellPage(chunk);

/** The chunks reachable from the entry through imports of either kind, short of the chunks `stop` names. */
const fromEntry = (bundle: OutputBundle, chunks: OutputChunk[], stop: (chunk: OutputChunk) => boolean) =>
  closure(
    bundle,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    { dynamic: true, stop },
  );

/**
 * Which modules of the first pass's chunks go together: those only the signed-in shell and pages
 * load, the shell's in one chunk and those of `minPages` or more pages in another (a chunk of
 * `maxBytes` or more stays alone: one file of its own costs little, and not every page needs the
 * charts); and those the shell shares with the registration and password pages in a third. What
 * the entry and the login page may load (its budget) stays as it is.
 */
export function planChunkGroups(bundle: OutputBundle, { minPages, maxBytes }: PlanOptions): Plan {
  const chunks = chunksOf(bundle);
  const signedOut = fromEntry(bundle, chunks, isSignedInRoot);
  const login = fromEntry(bundle, chunks, (chunk) => isSignedInRoot(chunk) || facadeIs(chunk, OTHER_SIGNED_OUT_PAGES));
  const shellLoads = staticClosure(bundle, shellChunk(bundle).fileName);
  const pagesLoading = new Map<string, number>();
  for (const root of chunks.filter((chunk) => chunk.isDynamicEntry && isShellPage(chunk) && !signedOut.has(chunk.fileName)))
    for (const file of staticClosure(bundle, root.fileName)) pagesLoading.set(file, (pagesLoading.get(file) ?? 0) + 1);

  const groupOf = new Map<string, Group>();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    if (chunk.isDynamicEntry || login.has(file)) continue;
    if (shellLoads.has(file)) groupOf.set(file, signedOut.has(file) ? 'shell-shared-parts' : 'shell-parts');
    else if (!signedOut.has(file) && (pagesLoading.get(file) ?? 0) >= minPages && chunk.code.length < maxBytes)
      groupOf.set(file, 'signed-in-common');
  }
  // A grouped chunk may import only grouped chunks and the login page's: one that imported a chunk
  // left alone (a big one, a page), which imports grouped ones in turn, would make a cycle, and a
  // cycle runs modules before what they use (MUI's styled() of an undefined component).
  for (let changed = true; changed;) {
    changed = false;
    for (const [file] of groupOf) {
      const chunk = bundle[file] as OutputChunk;
      if (chunk.imports.every((imported) => groupOf.has(imported) || login.has(imported))) continue;
      groupOf.delete(file);
      changed = true;
    }
  }
  const result: Plan = {};
  for (const [file, group] of groupOf) for (const id of (bundle[file] as OutputChunk).moduleIds) result[id] = group;
  return result;
}

/** Pass 2's check: chunks that import each other would run modules before what they use. */
export function failOnCycle(bundle: OutputBundle): void {
  for (const chunk of chunksOf(bundle))
    for (const imported of chunk.imports)
      if (staticClosure(bundle, imported).has(chunk.fileName))
        throw new Error(`chunkPlan: ${chunk.fileName} and ${imported} import each other (a chunk cycle)`);
}

/**
 * Fewer files for a signed-in page. Left to Rolldown, each combination of pages that shares a
 * module gets its own chunk of a few hundred bytes, and on a phone's HTTP/1.1 (six connections,
 * 150 ms round trips) my list's ~100 files took its LCP to 4.0 s (issue 10; README). Which chunks a page loads is only known once Rolldown has split and
 * tree-shaken the code (a module's imports overstate it: MUI's index modules), so the build runs
 * twice: the first pass plans from its chunks, the second groups by the plan.
 */
export function chunkPlan(options: PlanOptions): { plugin: Plugin; group: CodeSplittingGroup } {
  const out = process.env[PLAN_OUT];
  const file = process.env[PLAN_IN];
  const planned: Plan = file ? (JSON.parse(readFileSync(file, 'utf8')) as Plan) : {};
  return {
    plugin: {
      name: 'dhub:chunk-plan',
      apply: 'build',
      config: () => (out ? { build: { write: false } } : undefined),
      generateBundle(_options, bundle) {
        if (out) writeFileSync(out, JSON.stringify(planChunkGroups(bundle as OutputBundle, options)));
        else if (file) failOnCycle(bundle as OutputBundle);
      },
    },
    group: {
      name: (id) => planned[id] ?? null,
      // The plan moved whole chunks, whose imports are chunks that more pages load: left where they are.
      includeDependenciesRecursively: false,
    },
  };
}
