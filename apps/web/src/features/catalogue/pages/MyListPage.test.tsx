import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, productEndpoints, STORAGE_KEYS, storeEndpoints, type EndpointSpec } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../../test/mockApi';
import { i18n } from '../../../i18n';
import { grocery, masterProduct, mockCatalogueApi, renderCatalogue, storeItem } from '../test-fixtures';

const ITEM_ID = '22222222-2222-4222-8222-222222222222';
const item = storeItem({
  _id: ITEM_ID,
  product: masterProduct({
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Basmati Rice 5 kg',
    category: { _id: 'c1', name: 'Rice' },
    brand: { _id: 'b1', name: 'India Gate' },
  }),
  stock: 3,
  sku: 'RICE-5',
  stockState: 'low',
});
function setup(update: (body: Record<string, unknown>) => MockAnswer) {
  signIn();
  const list = { items: [item], page: 1, limit: 20, total: 1 };
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(grocery.myList)]: () => ({ body: list }),
    [endpointKey(grocery.update, { id: ITEM_ID })]: (call) => update(call.body as Record<string, unknown>),
  });
}

const priceInput = () => screen.getByRole('textbox', { name: 'Price of Basmati Rice 5 kg' }) as HTMLInputElement;

describe('my list', () => {
  it('shows the shape of the page, not a lone spinner, while the profile and list load', async () => {
    setup(() => ({ body: {} }));
    renderCatalogue('/grocerys-item');
    const loading = await screen.findByRole('status', { name: 'Loading…' });
    expect(loading.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3);
    expect(await screen.findByText('Basmati Rice 5 kg')).toBeTruthy();
  });

  it('shows the store items with a low-stock chip, and asks the API for the current store', async () => {
    const calls = setup(() => ({ body: {} }));
    renderCatalogue('/grocerys-item');
    expect(await screen.findByRole('heading', { name: 'My Grocery list' })).toBeTruthy();
    expect(await screen.findByText('Basmati Rice 5 kg')).toBeTruthy();
    expect(screen.getAllByText('Low stock').length).toBeGreaterThan(0);
    const listCall = calls.find((call) => call.path === grocery.myList.path)!;
    expect(listCall.query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(listCall.query.get('page')).toBe('1');
  });

  it("names its selects for screen readers in the page's language (filters, sort, rows per page)", async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    try {
      setup(() => ({ body: {} }));
      renderCatalogue('/grocerys-item');
      expect(await screen.findByText('Basmati Rice 5 kg')).toBeTruthy();
      for (const name of ['Stock', 'Disponibilité', 'Trier par', 'Lignes par page']) {
        expect(await screen.findByRole('combobox', { name }), name).toBeTruthy();
      }
      // The shared filters' "no filter" option too (the catalogue's French strings arrive after the page).
      expect(screen.getAllByRole('option', { name: 'Tous' })).toHaveLength(4);
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
      await i18n.changeLanguage('en');
    }
  });

  it('saves an inline price edit on Enter and shows the new value at once', async () => {
    const calls = setup((body) => ({ body: { message: 'Product updated.', item: { ...item, ...body } } }));
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    const input = priceInput();
    await userEvent.clear(input);
    await userEvent.type(input, '425{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    // Typed in rupees, sent in paise.
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ price: 42_500 });
    await waitFor(() => expect(priceInput().value).toBe('425.00'));
    // The MRP beside it, from paise.
    expect(screen.getAllByText(/MRP\s+₹500\.00/).length).toBeGreaterThan(0);
  });

  it('sends exactly the paise typed (₹19.99 is 1999, not 1998.9999…), and refuses a fraction of a paisa without calling the API', async () => {
    const calls = setup((body) => ({ body: { message: 'Product updated.', item: { ...item, ...body } } }));
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), '12.345');
    expect(priceInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTitle(CATALOGUE_MESSAGES.priceWholePaise)).toBeTruthy();
    await userEvent.type(priceInput(), '{Enter}');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(priceInput());
    await userEvent.type(priceInput(), '19.99{Enter}');
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ price: 1_999 }));
    await waitFor(() => expect(priceInput().value).toBe('19.99'));
  });

  it("shows the inline price as the page's language writes money, and reads it back the same way", async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    try {
      const calls = setup((body) => ({ body: { message: 'Produit mis à jour.', item: { ...item, ...body } } }));
      renderCatalogue('/grocerys-item');
      await screen.findByText('Basmati Rice 5 kg');
      const input = (await screen.findByRole('textbox', { name: /Basmati Rice 5 kg/ })) as HTMLInputElement;
      expect(input.value).toBe('450,00');
      expect(input.parentElement!.textContent).toContain('₹');
      await userEvent.clear(input);
      await userEvent.type(input, '440,5{Enter}');
      await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ price: 44_050 }));
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
      await i18n.changeLanguage('en');
    }
  });

  it('puts the old price back when the API refuses the edit', async () => {
    const calls = setup(() => apiError(400, 'mrpBelowPrice', { mrp: 'mrpBelowPrice' }));
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    const input = priceInput();
    await userEvent.clear(input);
    await userEvent.type(input, '900');
    fireEvent.blur(input);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() => expect(priceInput().value).toBe('450.00'));
    expect(await screen.findByText(CATALOGUE_MESSAGES.mrpBelowPrice)).toBeTruthy();
  });

  it('shows "Out of stock" as soon as the stock is set to 0, before the answer (the server\'s rule)', async () => {
    const calls = setup((body) => ({ body: { message: CATALOGUE_MESSAGES.itemUpdated, item: { ...item, ...body, stockState: 'out' } } }));
    let release = () => {};
    const answer = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'PUT') await new Promise<void>((resolve) => (release = resolve));
      return answer(input, init);
    };
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    // Each state is also an option of the stock filter: the row's chip is the one more.
    const count = (text: string) => screen.getAllByText(text).length;
    const [low, out] = [count('Low stock'), count('Out of stock')];
    const stock = screen.getByRole('spinbutton', { name: 'Stock of Basmati Rice 5 kg' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '0{Enter}');
    await waitFor(() => expect(count('Out of stock')).toBe(out + 1));
    expect(count('Low stock')).toBe(low - 1);
    release();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ stock: 0 }));
  });

  it('refuses a negative stock without calling the API', async () => {
    const calls = setup(() => ({ body: {} }));
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    const stock = screen.getByRole('spinbutton', { name: 'Stock of Basmati Rice 5 kg' }) as HTMLInputElement;
    await userEvent.clear(stock);
    await userEvent.type(stock, '-2{Enter}');
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks before deleting', async () => {
    const calls = setup(() => ({ body: {} }));
    renderCatalogue('/grocerys-item');
    await screen.findByText('Basmati Rice 5 kg');
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Basmati Rice 5 kg' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove “Basmati Rice 5 kg” from your list?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  describe('Undo of a delete', () => {
    const RESTORE = endpointKey(grocery.restore, { id: ITEM_ID });
    function setupDelete(restore: () => MockAnswer, list: Pick<EndpointSpec, 'method' | 'path'> = grocery.myList) {
      signIn();
      let items = [{ ...item, variationCount: 2 }];
      const calls = mockApi({
        [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
        [endpointKey(list)]: () => ({ body: { items, page: 1, limit: 20, total: items.length } }),
        [endpointKey(grocery.delete, { id: ITEM_ID })]: () => ((items = []), { body: { message: CATALOGUE_MESSAGES.itemDeleted } }),
        [RESTORE]: () => {
          const answer = restore();
          if ((answer.status ?? 200) === 200) items = [{ ...item, variationCount: 2 }];
          return answer;
        },
      });
      return calls;
    }

    async function deleteThenUndo(route = '/grocerys-item') {
      renderCatalogue(route);
      await screen.findByText('Basmati Rice 5 kg');
      await userEvent.click(screen.getByRole('button', { name: 'Delete: Basmati Rice 5 kg' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await screen.findByText('“Basmati Rice 5 kg” removed from your list.');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Basmati Rice 5 kg' })).toBeNull());
      // findByRole: the confirmation dialog hides the rest of the page from the a11y tree while it fades out.
      await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    }

    it('restores the item (same id) and shows it again with its variations', async () => {
      const calls = setupDelete(() => ({ body: { message: CATALOGUE_MESSAGES.itemRestored, item: { ...item, variations: [] } } }));
      await deleteThenUndo();
      await screen.findByText('“Basmati Rice 5 kg” is back in your list.');
      expect(calls.filter((call) => `${call.method} ${call.path}` === RESTORE)).toHaveLength(1);
      expect(calls.some((call) => call.path === grocery.addToMyList.path)).toBe(false);
      expect(await screen.findByRole('link', { name: 'Basmati Rice 5 kg' })).toBeTruthy();
      expect(screen.getByText(/Variations: 2/)).toBeTruthy();
    });

    it("shows the refusal's code, translated, when the restore is refused", async () => {
      setupDelete(() => apiError(409, 'restoreProductTaken'));
      await deleteThenUndo();
      expect(await screen.findByText(CATALOGUE_MESSAGES.restoreProductTaken)).toBeTruthy();
    });

    it('restores through the item’s own vertical in the all-products list', async () => {
      const calls = setupDelete(
        () => ({ body: { message: CATALOGUE_MESSAGES.itemRestored, item: { ...item, variations: [] } } }),
        productEndpoints.allMyProducts,
      );
      await deleteThenUndo('/product-list?vertical=all');
      await screen.findByText('“Basmati Rice 5 kg” is back in your list.');
      expect(calls.filter((call) => `${call.method} ${call.path}` === RESTORE)).toHaveLength(1);
    });
  });

  it('/product-list?vertical=all lists every store and vertical, and edits each item through its own vertical', async () => {
    const calls = mockCatalogueApi({
      [endpointKey(productEndpoints.allMyProducts)]: () => ({ body: { items: [item], page: 1, limit: 20, total: 1 } }),
      [endpointKey(grocery.update, { id: ITEM_ID })]: (call) => ({
        body: { message: 'Product updated.', item: { ...item, ...(call.body as object) } },
      }),
    });
    renderCatalogue('/product-list?vertical=all');
    expect(await screen.findByRole('heading', { name: 'All my products' })).toBeTruthy();
    expect(await screen.findByText(/Grocery · Fresh Mart/)).toBeTruthy();
    expect(calls.find((call) => call.path === productEndpoints.allMyProducts.path)!.query.get('storeId')).toBeNull();
    expect(screen.getByRole('link', { name: 'View: Basmati Rice 5 kg' }).getAttribute('href')).toBe(
      `/view-product-list?vertical=grocery&id=${ITEM_ID}`,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Basmati Rice 5 kg is available for sale' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isAvailable: false }));
  });

  it('a vertical without a store: a page title and a way to register one', async () => {
    mockCatalogueApi({});
    renderCatalogue('/medicine-item');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have no Medicine store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register a store' }).getAttribute('href')).toBe('/auth/registration-form');
  });
});
