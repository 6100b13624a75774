import { storeEndpoints } from '@dhub/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { takeEarlyProfile } from './earlyProfile';

const profile = { vendor: { _id: 'v1' }, stores: [] };
const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  delete window.__dhubEarly;
});

describe("the head script's early profile", () => {
  it('is taken once, by the session it was asked with', () => {
    const early = answer(profile);
    window.__dhubEarly = { token: 'token-a', profile: early };
    expect(takeEarlyProfile('token-a')).toBe(early);
    expect(takeEarlyProfile('token-a')).toBeUndefined();
  });

  it('another session, or none, gets nothing, and nothing is left for a later call', () => {
    for (const token of ['token-b', null]) {
      window.__dhubEarly = { token: 'token-a', profile: answer(profile) };
      expect(takeEarlyProfile(token)).toBeUndefined();
      expect(window.__dhubEarly).toBeUndefined();
    }
  });
});

describe('call with an answer already asked for', () => {
  it('reads that answer and does not fetch', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(call(storeEndpoints.vendorProfile, {}, { answer: answer(profile) })).resolves.toEqual(profile);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a failed answer is an error like any other (a 401 signs out)', async () => {
    await expect(
      call(storeEndpoints.vendorProfile, {}, { answer: answer({ code: 'unauthorized', message: 'x' }, 401) }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});
