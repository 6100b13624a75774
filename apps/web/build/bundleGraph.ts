import type { OutputBundle, OutputChunk } from 'rolldown';

/** Where the main layout (the signed-in shell) comes from: every page of a feature route is shown inside it. */
export const SHELL_MODULE = /[\\/]src[\\/]app[\\/]MainLayout\.tsx$/;
/** Feature pages that are shown outside the main layout (signed out, or the 404). */
export const OUTSIDE_SHELL = /[\\/]src[\\/]features[\\/](auth|registration|errors|password)[\\/]/;
export const FEATURE_MODULE = /[\\/]src[\\/]features[\\/]/;

/** Whether a chunk is a feature page shown inside the main layout. */
export const isShellPage = (chunk: OutputChunk): boolean =>
  !!chunk.facadeModuleId && FEATURE_MODULE.test(chunk.facadeModuleId) && !OUTSIDE_SHELL.test(chunk.facadeModuleId);

/** The bundle's chunks (not its assets). */
export const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((output) => output.type === 'chunk');

/** The chunk files a chunk loads with it: itself and its static imports, all the way down. */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const stack = [fileName];
  while (stack.length > 0) {
    const next = stack.pop()!;
    const chunk = bundle[next];
    if (seen.has(next) || chunk?.type !== 'chunk') continue;
    seen.add(next);
    stack.push(...chunk.imports);
  }
  return seen;
}
