declare global {
  interface Window {
    /** The vendor's profile as index.html's head script asked for it (build/earlyStart.ts), and with which token. */
    __dhubEarly?: { token: string; profile: Promise<Response> };
  }
}

/**
 * Takes, once, the profile index.html's head script asked for: its answer when it was asked with
 * `token` (the session the app starts with), else none. Taken or not, it is gone afterwards, so no
 * later call (another session's) can read it.
 */
export function takeEarlyProfile(token: string | null): Promise<Response> | undefined {
  const early = window.__dhubEarly;
  delete window.__dhubEarly;
  return early && token !== null && early.token === token ? early.profile : undefined;
}
