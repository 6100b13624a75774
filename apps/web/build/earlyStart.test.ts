import { describe, expect, it, vi } from 'vitest';
import { earlyScript } from './earlyStart';

const TABLE = {
  shell: ['/assets/shell-a.js', '/assets/shell-b.js'],
  files: ['/assets/dashboard.js', '/assets/list.js'],
  groups: [[0], [1]],
  routes: { '/dashboard': 0, '/grocerys-item': 1 },
};
const SCRIPT = earlyScript({
  tokenKey: 'token',
  authPrefix: '/auth',
  profileUrl: '/v1/dhubApi/vendor/auth/vendorgetprofile',
  entryUrl: '/assets/index-entry.js',
  table: TABLE,
});

interface FakeLink {
  rel: string;
  crossOrigin: string;
  href: string;
  onload: (() => void) | null;
}

/** Runs the head script as index.html would, against a page at `path` with `token` stored. */
function start(path: string, token: string | null) {
  const links: FakeLink[] = [];
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const window: Record<string, unknown> = {};
  const document = { createElement: () => ({}) as FakeLink, head: { appendChild: (link: FakeLink) => links.push(link) } };
  const localStorage = { getItem: (key: string) => (key === 'token' ? token : null) };
  new Function('localStorage', 'location', 'fetch', 'document', 'window', SCRIPT)(
    localStorage,
    { pathname: path },
    fetch,
    document,
    window,
  );
  const hrefs = () => links.map((link) => link.href);
  return { links, hrefs, fetch, window };
}

describe('the head script of a signed-in start', () => {
  it('asks for the profile at once, and for the shell and page chunks only once the entry has arrived', () => {
    const page = start('/Grocerys-item/', 'token-a');
    expect(page.fetch).toHaveBeenCalledWith('/v1/dhubApi/vendor/auth/vendorgetprofile', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-a' },
    });
    expect(page.window.__dhubEarly).toMatchObject({ token: 'token-a' });
    expect(page.hrefs()).toEqual(['/assets/index-entry.js']);
    expect(page.links[0]).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });

    page.links[0]!.onload!();
    expect(page.hrefs()).toEqual(['/assets/index-entry.js', '/assets/shell-a.js', '/assets/shell-b.js', '/assets/list.js']);
    expect(page.links.slice(1).every((link) => link.rel === 'modulepreload' && link.crossOrigin === '' && !link.onload)).toBe(true);
  });

  it("asks for the shell alone on a path without a page group, and for no chunk while the entry's load has not come", () => {
    const page = start('/stores', 'token-a');
    expect(page.hrefs()).toEqual(['/assets/index-entry.js']);
    page.links[0]!.onload!();
    expect(page.hrefs()).toEqual(['/assets/index-entry.js', '/assets/shell-a.js', '/assets/shell-b.js']);
  });

  it('does nothing without a stored session or on an /auth page', () => {
    for (const [path, token] of [
      ['/dashboard', null],
      ['/auth/login', 'token-a'],
      ['/auth', 'token-a'],
    ] as const) {
      const page = start(path, token);
      expect(page.fetch).not.toHaveBeenCalled();
      expect(page.links).toEqual([]);
    }
  });
});
