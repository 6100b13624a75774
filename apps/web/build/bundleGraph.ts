import type { OutputBundle, OutputChunk } from 'rolldown';

/** Feature folders whose pages are shown outside the main layout (signed out, or the 404); `auth` holds the login page. */
const SIGNED_OUT_FEATURES = ['auth', 'registration', 'errors', 'password'] as const;
const featuresPattern = (names: readonly string[]) => new RegExp(`[\\\\/]src[\\\\/]features[\\\\/](${names.join('|')})[\\\\/]`);

/** Where the main layout (the signed-in shell) comes from: every page of a feature route is shown inside it. */
export const SHELL_MODULE = /[\\/]src[\\/]app[\\/]MainLayout\.tsx$/;
/** Feature pages shown outside the main layout. */
export const OUTSIDE_SHELL = featuresPattern(SIGNED_OUT_FEATURES);
/** The pages outside the main layout other than the login page's. */
export const OTHER_SIGNED_OUT_PAGES = featuresPattern(SIGNED_OUT_FEATURES.filter((name) => name !== 'auth'));
const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]/;

/** Whether a chunk is the one `pattern` names (by the module it stands for). */
export const facadeIs = (chunk: OutputChunk, pattern: RegExp): boolean => !!chunk.facadeModuleId && pattern.test(chunk.facadeModuleId);

/** Whether a chunk is a feature page shown inside the main layout. */
export const isShellPage = (chunk: OutputChunk): boolean => facadeIs(chunk, FEATURE_MODULE) && !facadeIs(chunk, OUTSIDE_SHELL);

/** The bundle's chunks (not its assets). */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((output) => output.type === 'chunk');

/** The main layout's chunk. */
export function shellChunk(bundle: OutputBundle): OutputChunk {
  const shell = chunksOf(bundle).find((chunk) => facadeIs(chunk, SHELL_MODULE));
  if (!shell) throw new Error('no main layout chunk in the bundle');
  return shell;
}

/**
 * The chunk files reachable from `roots`: through static imports (what a chunk loads with it),
 * with `dynamic` through `import()` too, short of the chunks `stop` names.
 */
export function closure(
  bundle: OutputBundle,
  roots: readonly string[],
  { dynamic = false, stop = () => false }: { dynamic?: boolean; stop?: (chunk: OutputChunk) => boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const next = stack.pop()!;
    const chunk = bundle[next];
    if (seen.has(next) || chunk?.type !== 'chunk' || stop(chunk)) continue;
    seen.add(next);
    stack.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []));
  }
  return seen;
}

/** The chunk files a chunk loads with it: itself and its static imports, all the way down. */
export const staticClosure = (bundle: OutputBundle, fileName: string): Set<string> => closure(bundle, [fileName]);
