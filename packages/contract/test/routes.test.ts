import { describe, expect, it } from 'vitest';
import { isAuthPath, ROUTES } from '../src/index.js';

describe('isAuthPath', () => {
  it('is the /auth pages (login, registration, 404), not a path that only starts with the letters', () => {
    for (const path of ['/auth', ROUTES.login, ROUTES.registration, ROUTES.notFound]) expect(isAuthPath(path), path).toBe(true);
    for (const path of ['/authors', '/dashboard', '/', '/grocerys-item']) expect(isAuthPath(path), path).toBe(false);
  });
});
