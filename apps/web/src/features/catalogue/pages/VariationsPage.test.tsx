import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, variationEndpoints, type Variation } from '@dhub/contract';
import { endpointKey } from '../../../test/mockApi';
import { grocery, mockCatalogueApi, renderCatalogue, storeItem } from '../test-fixtures';

const ITEM_ID = '77777777-7777-4777-8777-777777777777';
const VARIATION_ID = '88888888-8888-4888-8888-888888888888';
const variations = variationEndpoints('grocery')!;

const variation: Variation = {
  _id: VARIATION_ID,
  itemId: ITEM_ID,
  name: 'Pack of 3',
  attributes: { pack: '3' },
  price: 5_699,
  stock: 4,
  sku: null,
};

function setup() {
  return mockCatalogueApi({
    [endpointKey(grocery.getById, { id: ITEM_ID })]: () => ({
      body: { item: { ...storeItem({ _id: ITEM_ID, price: 1_999, mrp: 2_499, variationCount: 1 }), variations: [variation] } },
    }),
    [endpointKey(variations.listVariations, { itemId: ITEM_ID })]: () => ({ body: { items: [variation] } }),
    [endpointKey(variations.updateVariation, { id: VARIATION_ID })]: (request) => ({
      body: { message: CATALOGUE_MESSAGES.variationUpdated, variation: { ...variation, ...(request.body as object) } },
    }),
    [endpointKey(variations.addVariation, { itemId: ITEM_ID })]: (request) => ({
      status: 201,
      body: { message: CATALOGUE_MESSAGES.variationAdded, variation: { ...variation, _id: 'new', ...(request.body as object) } },
    }),
  });
}

describe('variations page', () => {
  it('shows prices from paise, edits one in rupees and sends paise (₹57.10 is 5710)', async () => {
    const calls = setup();
    renderCatalogue(`/grocery-vairants?id=${ITEM_ID}`);
    const card = (await screen.findByRole('heading', { name: 'Pack of 3' })).closest('article') as HTMLElement;
    expect(within(card).getByText('₹56.99')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit: Pack of 3' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(price.value).toBe('56.99');
    await userEvent.clear(price);
    await userEvent.type(price, '57.10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ price: 5_710 });
  });

  it('adds a variation with its price typed in rupees; refuses a fraction of a paisa', async () => {
    const calls = setup();
    renderCatalogue(`/grocery-vairants?id=${ITEM_ID}`);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add a variation' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Variation name' }), 'Single');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price' }), '19.999');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Stock' }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.priceWholePaise)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Price' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price' }), '19.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ name: 'Single', price: 1_999, stock: 5 });
  });
});
