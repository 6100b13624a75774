import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/http/rate-limit.js';

describe('the address a throttle counts by', () => {
  it('is an IPv4 address as it is (also written IPv4-mapped)', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64: a host's many addresses count as one", () => {
    expect(addressKey('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:DB8:85A3:42:ffff::2')).toBe('2001:db8:85a3:42::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
