import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The served path of the chunk built from a web source module (from Vite's manifest: chunks are named by their hash). */
export function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`no chunk for ${source} in the web build`);
  return `/${chunk.file}`;
}
