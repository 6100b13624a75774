import { describe, expect, it } from 'vitest';
import { returnPathOf } from './returnPath';

describe('returnPathOf', () => {
  it('keeps a page of this app, with its query and hash', () => {
    expect(returnPathOf({ from: '/grocerys-item?page=2#top' })).toBe('/grocerys-item?page=2#top');
  });

  it.each([
    null,
    {},
    { from: 42 },
    { from: 'https://evil.example/' },
    { from: '//evil.example/x' },
    { from: '/\\evil.example' },
    { from: '/auth/login' },
    { from: '/auth/404' },
  ])('refuses %j', (state) => {
    expect(returnPathOf(state)).toBeNull();
  });
});
