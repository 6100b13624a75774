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
