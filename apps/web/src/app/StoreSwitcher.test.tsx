import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { STORAGE_KEYS, storeEndpoints, type StoreSummary } from '@dhub/contract';
import { renderCatalogue } from '../features/catalogue/test-fixtures';
import { GROCERY_STORE, profileHandler, signIn } from '../test/fixtures';
import { endpointKey, mockApi } from '../test/mockApi';
import { renderWithProviders } from '../test/render';
import { currentStore } from '../vendor/currentStore';
import { StoreSwitcher as Switcher } from '../layout/StoreSwitcher';
import { FeatureShellsProvider } from '../navigation/FeatureShells';
import { FEATURE_SHELLS } from './featureShells';

/** The switcher as the app mounts it: with the features' store-switch rules. */
function StoreSwitcher() {
  return (
    <FeatureShellsProvider shells={FEATURE_SHELLS}>
      <Switcher />
    </FeatureShellsProvider>
  );
}

const SECOND: StoreSummary = { ...GROCERY_STORE, _id: '99999999-9999-4999-8999-999999999999', name: 'Fresh Mart Koramangala' };
const PHARMACY: StoreSummary = {
  ...GROCERY_STORE,
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'City Pharmacy',
  service: { _id: 'm', name: 'Medicine', kind: 'medicine' },
};

describe('store switcher', () => {
  it('is hidden with one store', async () => {
    signIn();
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler() });
    const { container } = renderWithProviders(<StoreSwitcher />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('select')).toBeNull();
  });

  it("unchosen, shows the store the catalogue pages use: the first vertical's, not the newest", async () => {
    signIn();
    localStorage.removeItem('dhub.currentStoreId');
    currentStore.reload();
    const restaurant: StoreSummary = {
      ...GROCERY_STORE,
      _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      name: 'Spice Route Kitchen',
      service: { _id: 'f', name: 'Food', kind: 'food' },
    };
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([restaurant, GROCERY_STORE]) });
    renderWithProviders(<StoreSwitcher />);
    const select = (await screen.findByRole('combobox', { name: 'Current store' })) as HTMLSelectElement;
    expect(select.value).toBe(GROCERY_STORE._id);
    // The whole name of the chosen store, however narrow the field.
    expect(select.title).toBe(`${GROCERY_STORE.name} · Grocery`);
  });

  it('in a right-to-left page, cuts a long Arabic name with an ellipsis and keeps the whole name in its option', async () => {
    signIn();
    // Right to left only: the language stays English for the tests that follow.
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ direction: 'rtl' }));
    const view = { unmount: () => {} };
    try {
      const long = { ...SECOND, name: 'سوبر ماركت الخضار والفواكه الطازجة في وسط المدينة' };
      mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([GROCERY_STORE, long]) });
      view.unmount = renderWithProviders(<StoreSwitcher />).unmount;
      const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
      expect([...select.options].some((option) => option.textContent?.startsWith(`${long.name} · `))).toBe(true);
    } finally {
      view.unmount();
      localStorage.removeItem(STORAGE_KEYS.settings);
    }
  });

  it("on another vertical's page, follows the chosen store to its vertical", async () => {
    signIn();
    const restaurant: StoreSummary = {
      ...GROCERY_STORE,
      _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      name: 'Spice Route Kitchen',
      service: { _id: 'f', name: 'Food', kind: 'food' },
    };
    mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([restaurant, GROCERY_STORE]) });
    function Where() {
      return <output>{useLocation().pathname}</output>;
    }
    renderWithProviders(
      <>
        <StoreSwitcher />
        <Where />
      </>,
      { route: '/edit-grocerys-Item?id=1' },
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Current store' }), restaurant._id);
    expect(screen.getByRole('status').textContent).toBe('/food-item');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Current store' }), GROCERY_STORE._id);
    expect(screen.getByRole('status').textContent).toBe('/grocerys-item');
  });

  it('persists the chosen store, and the catalogue pages pass it as storeId', async () => {
    signIn();
    localStorage.removeItem('dhub.currentStoreId');
    currentStore.reload();
    const calls = mockApi({
      [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([GROCERY_STORE, SECOND, PHARMACY]),
      'GET /vendor/grocery-product/get-my-list': () => ({ body: { items: [], page: 1, limit: 20, total: 0 } }),
    });
    renderWithProviders(<StoreSwitcher />);
    const select = await screen.findByRole('combobox', { name: 'Current store' });
    await userEvent.selectOptions(select, SECOND._id);
    expect(localStorage.getItem('dhub.currentStoreId')).toBe(SECOND._id);

    renderCatalogue('/grocerys-item');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/get-my-list'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/get-my-list'))!.query.get('storeId')).toBe(SECOND._id);
  });
});
