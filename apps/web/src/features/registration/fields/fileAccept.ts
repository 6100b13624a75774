import { allowedExtensions, type FileKind } from '@dhub/contract';

/** The `accept` attribute for a file kind, from the contract's extension lists. */
export function acceptFor(kind: FileKind): string {
  return allowedExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(',');
}
