import type { CatalogueVertical } from './verticals.js';

/** Builds once per vertical: every call answers the same objects (stable ids and identities for clients). */
export function perVertical<T>(build: (vertical: CatalogueVertical) => T): (vertical: CatalogueVertical) => T {
  const built = new Map<CatalogueVertical, T>();
  return (vertical) => {
    if (!built.has(vertical)) built.set(vertical, build(vertical));
    return built.get(vertical)!;
  };
}
