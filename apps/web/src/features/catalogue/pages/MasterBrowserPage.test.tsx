import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROCERY_STORE } from '../../../test/fixtures';
import { endpointKey, type ApiCall } from '../../../test/mockApi';
import { grocery, masterProduct, mockCatalogueApi, renderCatalogue } from '../test-fixtures';

const searchCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === grocery.masterSearch.path);

const product = (id: string, name: string, myItemId: string | null = null) => masterProduct({ _id: id, name, myItemId });
const ATTA = product('44444444-4444-4444-8444-444444444444', 'Whole Wheat Atta 5 kg');
const SUGAR = product('55555555-5555-4555-8555-555555555555', 'Sugar 1 kg', '66666666-6666-4666-8666-666666666666');

function setup() {
  return mockCatalogueApi({
    [endpointKey(grocery.masterSearch)]: (call) => ({
      body: { items: call.query.get('searchQuery') === 'atta' ? [ATTA] : [ATTA, SUGAR], page: 1, limit: 20, total: 2, totalCapped: false },
    }),
    [endpointKey(grocery.addToMyList)]: (call) => ({
      status: 201,
      body: { message: 'Product added to your list.', item: { _id: 'x', ...(call.body as object) } },
    }),
  });
}

describe('master catalogue browser', () => {
  it('searches on the server, marks the products already in my list, and adds one with price, MRP, stock and SKU', async () => {
    const calls = setup();
    renderCatalogue('/adding-grocery-item');
    expect(await screen.findByRole('heading', { name: 'Grocery catalogue' })).toBeTruthy();
    expect(await screen.findByText('Sugar 1 kg')).toBeTruthy();
    expect(screen.getByText('In my list')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to my list: Sugar 1 kg' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add with details: Sugar 1 kg' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add with details: Whole Wheat Atta 5 kg' }).getAttribute('href')).toBe(
      `/add-grocerys-Item?productId=${ATTA._id}`,
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products by name' }), 'atta');
    await waitFor(() => expect(screen.queryByText('Sugar 1 kg')).toBeNull());
    const search = searchCalls(calls).at(-1)!;
    expect(search.query.get('searchQuery')).toBe('atta');
    expect(search.query.get('storeId')).toBe(GROCERY_STORE._id);

    await userEvent.click(screen.getByRole('button', { name: 'Add to my list: Whole Wheat Atta 5 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “Whole Wheat Atta 5 kg” to my list' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price' }), '240');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'MRP' }), '200');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Stock' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Stock' }), '12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SKU' }), 'ATTA-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my list' }));
    expect(await within(dialog).findByText('MRP must be at least the price.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const mrp = within(dialog).getByRole('textbox', { name: 'MRP' });
    await userEvent.clear(mrp);
    await userEvent.type(mrp, '260');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to my list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      masterProductId: ATTA._id,
      price: 24_000,
      mrp: 26_000,
      discount: 0,
      stock: 12,
      sku: 'ATTA-5',
      lowStockThreshold: 5,
      isAvailable: true,
      images: [],
      storeId: GROCERY_STORE._id,
    });
  });

  it('offers to request a product when nothing matches', async () => {
    mockCatalogueApi({
      [endpointKey(grocery.masterSearch)]: () => ({ body: { items: [], page: 1, limit: 20, total: 0, totalCapped: false } }),
    });
    renderCatalogue('/adding-grocery-item');
    expect(await screen.findByText('No product matches your search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a missing product' }).getAttribute('href')).toBe('/edit-grocerys-requset-Item');
  });

  it('says "1000+" when the server stopped counting at its cap, and pages on', async () => {
    const calls = mockCatalogueApi({
      [endpointKey(grocery.masterSearch)]: (call) => ({
        body: { items: [ATTA, SUGAR], page: Number(call.query.get('page') ?? 1), limit: 20, total: 1000, totalCapped: true },
      }),
    });
    renderCatalogue('/adding-grocery-item');
    expect(await screen.findByText('1–20 of 1000+')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(searchCalls(calls).at(-1)!.query.get('page')).toBe('2'));
    expect(await screen.findByText('21–40 of 1000+')).toBeTruthy();
  });
});
