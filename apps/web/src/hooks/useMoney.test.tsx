import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { storeEndpoints } from '@dhub/contract';
import { queryKeys } from '../api/queries';
import { queryClient } from '../api/queryClient';
import { i18n } from '../i18n';
import { useMinorMoney, useMoneyInput } from './useMoney';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('amounts in paise', () => {
  it('reads a typed amount as paise exactly, where a float multiplication drifts', () => {
    const { result } = renderHook(() => useMoneyInput());
    const { toMinor } = result.current;
    // 19.99 * 100 is 1998.9999999999998; 1.15 * 100 is 114.99999999999999; 0.1 + 0.2 is 0.30000000000000004.
    expect([toMinor('19.99'), toMinor('1.15'), toMinor('4.35'), toMinor('0.10'), toMinor('0.2'), toMinor(' 151.5 ')]).toEqual([
      1999, 115, 435, 10, 20, 15150,
    ]);
    expect(toMinor('0.10') + toMinor('0.20')).toBe(toMinor('0.30'));
    // A fraction of a paisa stays one (the contract's whole-paise rule refuses it); not an amount: NaN.
    expect(toMinor('1.005')).toBe(100.5);
    for (const text of ['', 'abc', '1e3', '-5', '12.']) expect(toMinor(text), text).toBeNaN();
    expect(result.current.minorToText(1999)).toBe('19.99');
    expect(result.current.minorToText(5)).toBe('0.05');
  });

  it('reads and writes them with the language’s decimal sign', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { result } = renderHook(() => useMoneyInput());
    expect(result.current.toMinor('19,99')).toBe(1999);
    expect(result.current.toMinor('19.99')).toBe(1999);
    expect(result.current.minorToText(15150)).toBe('151,50');
  });

  it('formats paise as rupees, none as a dash', () => {
    const { result } = renderHook(() => useMinorMoney());
    expect(result.current(1999)).toBe('₹19.99');
    expect(result.current(15_000)).toBe('₹150.00');
    expect(result.current(null)).toBe('—');
  });

  it("uses the marketplace's currency from the signed-in profile (the server's WALLET_CURRENCY)", () => {
    const key = queryKeys.call(storeEndpoints.vendorProfile, {});
    queryClient.setQueryData(key, { currency: 'EUR' });
    try {
      expect(renderHook(() => useMinorMoney()).result.current(1999)).toBe('€19.99');
      expect(renderHook(() => useMoneyInput()).result.current.symbol).toBe('€');
    } finally {
      queryClient.removeQueries({ queryKey: key });
    }
    expect(renderHook(() => useMinorMoney()).result.current(1999)).toBe('₹19.99');
  });
});
