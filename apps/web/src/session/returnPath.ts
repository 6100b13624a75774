import { isAuthPath } from '@dhub/contract';

/**
 * Where a visitor was going when sent to sign in (the router state the auth guard leaves), if it is
 * a page of this app: a path of this origin outside /auth (never another site's address).
 */
export function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return isAuthPath(from.split(/[?#]/)[0]!) ? null : from;
}
