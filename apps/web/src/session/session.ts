import { STORAGE_KEYS, type SessionUser } from '@dhub/contract';

export interface Session {
  token: string;
  /** The login response's user object, stored whole (spec §3). */
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function readStoredSession(): Session | null {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const rawUser = localStorage.getItem(STORAGE_KEYS.user);
    if (!token) return null;
    const user = rawUser ? (JSON.parse(rawUser) as SessionUser) : null;
    return user && typeof user === 'object' ? { token, user } : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStoredSession();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session store: token and user in localStorage under the spec's keys, restored on load. */
export const sessionStore = {
  get(): Session | null {
    return current;
  },
  getToken(): string | null {
    return current?.token ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session): void {
    localStorage.setItem(STORAGE_KEYS.token, session.token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    current = session;
    emit();
  },
  /** Clears both keys; the guards then send the visitor to the login page. */
  signOut(): void {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    if (current === null) return;
    current = null;
    emit();
  },
  /** Re-reads localStorage (another tab signed in or out; tests). */
  reload(): void {
    current = readStoredSession();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) sessionStore.reload();
  });
}
