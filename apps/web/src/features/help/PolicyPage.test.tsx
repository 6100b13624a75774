import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpEndpoints, lookupEndpoints, storeEndpoints, type Policy } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { helpRoutes } from './routes';

const PLUMBING = '77777777-7777-4777-8777-777777777777';
const policy = (kind: Policy['kind'], title: string, body: string): Policy => ({
  _id: `${kind}-id`,
  kind,
  title,
  body,
  language: 'en',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('the policies page', () => {
  it("opens on the current store's service, a tab per policy; another service can be chosen", async () => {
    signIn();
    const calls = mockApi({
      [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
      [endpointKey(lookupEndpoints.services)]: () => ({
        body: {
          services: [
            { _id: GROCERY_STORE.service._id, name: 'Grocery', kind: 'grocery' },
            { _id: PLUMBING, name: 'Plumbing', kind: 'booking' },
          ],
        },
      }),
      [endpointKey(helpEndpoints.policies)]: (call) => ({
        body: {
          language: 'en',
          service: { _id: call.query.get('serviceId'), name: 'Grocery' },
          items: [
            policy('terms', 'Terms of service for vendors', 'By selling you **agree**.'),
            policy('refund', 'Refund policy', '- Report damaged items within **24 hours**.'),
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(helpRoutes, '/policy');
    expect(await screen.findByRole('heading', { name: 'Terms of service for vendors', level: 2 })).toBeTruthy();
    expect(calls.find((call) => call.path === helpEndpoints.policies.path)!.query.get('serviceId')).toBe(GROCERY_STORE.service._id);
    expect(screen.getByRole('tab', { name: 'Terms' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Refunds' }));
    expect(await screen.findByRole('heading', { name: 'Refund policy', level: 2 })).toBeTruthy();
    expect((await screen.findByText('24 hours')).tagName).toBe('STRONG');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('policy-tab-refund');

    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === helpEndpoints.policies.path)
          .at(-1)!
          .query.get('serviceId'),
      ).toBe(PLUMBING),
    );
  });
});
