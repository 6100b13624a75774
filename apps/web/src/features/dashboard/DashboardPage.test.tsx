import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { storeEndpoints } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey } from '../../test/mockApi';
import { mockApi, renderRoutes } from '../../test/render';
import { dashboardRoutes } from './routes';

describe('dashboard store cards', () => {
  it('say "Documents missing" while required documents are missing, and open the store page', async () => {
    signIn();
    const missing = {
      ...GROCERY_STORE,
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Kulkarni Kirana',
      status: 'pending' as const,
      documentsStatus: 'missing' as const,
      missingDocuments: ['logo' as const],
    };
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([missing, GROCERY_STORE]) });
    renderRoutes(dashboardRoutes, '/dashboard');

    const kirana = within(await screen.findByRole('article', { name: 'Kulkarni Kirana' }));
    expect(kirana.getByText('Documents missing')).toBeTruthy();
    expect(kirana.getByRole('link', { name: 'View store Kulkarni Kirana' }).getAttribute('href')).toBe(`/stores/${missing._id}`);

    const fresh = within(screen.getByRole('article', { name: 'Fresh Mart' }));
    expect(fresh.queryByText('Documents missing')).toBeNull();
    expect(fresh.getByRole('link', { name: 'View store Fresh Mart' }).getAttribute('href')).toBe(`/stores/${GROCERY_STORE._id}`);
  });
});
