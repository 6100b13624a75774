import { describe, expect, it } from 'vitest';
import { RecentKeys } from '../../src/lib/recent-keys.js';

describe('RecentKeys', () => {
  it('forgets the least recently used key past its size, a read counting as a use', () => {
    const keys = new RecentKeys<number>(2);
    keys.set('a', 1);
    keys.set('b', 2);
    expect(keys.get('a')).toBe(1); // now b is the least recently used
    keys.set('c', 3);
    expect([keys.get('a'), keys.get('b'), keys.get('c')]).toEqual([1, undefined, 3]);
    keys.set('a', 4); // a value set again replaces the old one
    keys.delete('c');
    expect([keys.get('a'), keys.get('c')]).toEqual([4, undefined]);
  });
});
