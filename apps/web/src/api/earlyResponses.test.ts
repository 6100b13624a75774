import { API_PREFIX, storeEndpoints } from '@dhub/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';

const profileUrl = `${API_PREFIX}${storeEndpoints.vendorProfile.path}`;
const profile = { vendor: { _id: 'v1' }, stores: [] };

afterEach(() => {
  delete window.__dhubEarly;
});

describe("the early-start script's answers", () => {
  it('the first call of the URL takes the pending answer; the next one fetches', async () => {
    window.__dhubEarly = { [profileUrl]: Promise.resolve(new Response(JSON.stringify(profile), { status: 200 })) };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ ...profile, stores: [1] })));
    await expect(call(storeEndpoints.vendorProfile, {})).resolves.toEqual(profile);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__dhubEarly).toEqual({});
    await expect(call(storeEndpoints.vendorProfile, {})).resolves.toEqual({ ...profile, stores: [1] });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('an early answer that failed is an error like any other (a 401 signs out)', async () => {
    window.__dhubEarly = {
      [profileUrl]: Promise.resolve(new Response(JSON.stringify({ code: 'unauthorized', message: 'x' }), { status: 401 })),
    };
    await expect(call(storeEndpoints.vendorProfile, {})).rejects.toMatchObject({ status: 401 });
  });
});
