declare global {
  interface Window {
    /** Answers asked for by index.html's early-start script (build/earlyStart.ts), by URL. */
    __dhubEarly?: Record<string, Promise<Response>>;
  }
}

/** The answer index.html's head script already asked for at this URL, once (a later call fetches anew). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = window.__dhubEarly;
  const response = early?.[url];
  if (response) delete early[url];
  return response;
}
