import { CATALOGUE_VERTICALS } from '@dhub/contract';

/** The store the vendor works on (store switcher), persisted in localStorage. */
const KEY = 'dhub.currentStoreId';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let current = read();

export const currentStore = {
  get: (): string | null => current,
  set(id: string): void {
    current = id;
    try {
      localStorage.setItem(KEY, id);
    } catch {
      // private mode: kept for this tab only
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads localStorage (tests). */
  reload(): void {
    current = read();
    for (const listener of listeners) listener();
  },
};

/**
 * The store the catalogue pages act on when none is chosen: the vendor's first store of the first
 * catalogue vertical it sells (CATALOGUE_VERTICALS order).
 */
export function firstCatalogueStore<T extends { service?: { kind: string } | null }>(stores: readonly T[]): T | undefined {
  for (const vertical of CATALOGUE_VERTICALS) {
    const store = stores.find((candidate) => candidate.service?.kind === vertical);
    if (store) return store;
  }
  return undefined;
}
