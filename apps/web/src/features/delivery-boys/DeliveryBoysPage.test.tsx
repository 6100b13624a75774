import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryBoyEndpoints } from '@dhub/contract';
import { GROCERY_STORE, signIn } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { deliveryBoysRoutes } from './routes';
import { deliveryBoyHandlers, RIDER } from './testFixtures';

const listCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.path === deliveryBoyEndpoints.list.path);

describe('the delivery boys list', () => {
  it("lists the current store's delivery boys with their vehicle, zone and availability; filters on the server", async () => {
    signIn();
    const calls = mockApi(deliveryBoyHandlers());
    const user = userEvent.setup();
    renderRoutes(deliveryBoysRoutes, '/delivery-boys');
    expect(await screen.findByRole('heading', { name: 'Delivery boys', level: 1 })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: RIDER.name })).closest('tr')!;
    expect(within(row).getByText('Motorbike · KA01AB1234')).toBeTruthy();
    expect(within(row).getByText('Indiranagar')).toBeTruthy();
    expect(within(row).getByText('Busy')).toBeTruthy();
    expect(within(row).getByRole('link', { name: RIDER.name }).getAttribute('href')).toBe(`/view-delivery-Boy?id=${RIDER._id}`);
    expect(
      within(row)
        .getByRole('link', { name: `Edit ${RIDER.name}` })
        .getAttribute('href'),
    ).toBe(`/edit-delivery-Boy?id=${RIDER._id}`);
    expect(listCalls(calls)[0]!.query.get('storeId')).toBe(GROCERY_STORE._id);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'available');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('availability')).toBe('available'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone or vehicle number' }), 'ka01');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('searchQuery')).toBe('ka01'));
  });

  it('a store of visits has no delivery boys: it says so and asks for none', async () => {
    signIn();
    const visits = { ...GROCERY_STORE, service: { _id: 's', name: 'Plumbing', kind: 'booking' as const } };
    const calls = mockApi(deliveryBoyHandlers({}, [visits]));
    renderRoutes(deliveryBoysRoutes, '/delivery-boys');
    expect(await screen.findByText(/This store sells visits/)).toBeTruthy();
    expect((screen.getByRole('link', { name: 'Add delivery boy' }) as HTMLAnchorElement).getAttribute('aria-disabled')).toBe('true');
    expect(listCalls(calls)).toHaveLength(0);
  });
});
