import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES } from '@dhub/contract';
import { GROCERY_STORE } from '../../../test/fixtures';
import { apiError, endpointKey, type MockHandler } from '../../../test/mockApi';
import { grocery, masterProduct, mockCatalogueApi, renderCatalogue, storeItem } from '../test-fixtures';

const PRODUCT_ID = '44444444-4444-4444-8444-444444444444';
const ITEM_ID = '66666666-6666-4666-8666-666666666666';
const MEDIA = `/v1/dhubApi/media/${GROCERY_STORE._id}`;

const product = (myItemId: string | null = null) =>
  masterProduct({ _id: PRODUCT_ID, images: ['/v1/dhubApi/media/catalogue/whole-wheat-atta.svg'], myItemId });

const item = (images: string[]) => storeItem({ _id: ITEM_ID, product: product(ITEM_ID), price: 24_000, mrp: 26_000, stock: 12, images });

const masterKey = endpointKey(grocery.masterProduct, { id: PRODUCT_ID });

function setup(handlers: Record<string, MockHandler>) {
  return mockCatalogueApi({ ...handlers });
}

/** upload-image answers each upload (through the mock's XMLHttpRequest) with a new URL. */
function uploadHandler(urls: string[]): Record<string, MockHandler> {
  return {
    [endpointKey(grocery.uploadImage)]: () => {
      const url = `${MEDIA}/catalogue-${urls.length + 1}.png`;
      urls.push(url);
      return { status: 201, body: { message: CATALOGUE_MESSAGES.imageUploaded, url } };
    },
  };
}

describe('add page with ?productId=', () => {
  it('starts with that product picked, uploads the item’s own photos and sends them', async () => {
    const uploads: string[] = [];
    let added = false;
    const calls = setup({
      ...uploadHandler(uploads),
      // Once added, the product has myItemId: the form must still go on to the item's page.
      [masterKey]: () => ({ body: { product: product(added ? ITEM_ID : null) } }),
      [endpointKey(grocery.getById, { id: ITEM_ID })]: () => ({ body: { item: { ...item(uploads.slice(1)), variations: [] } } }),
      [endpointKey(grocery.masterSearch)]: () => ({ body: { items: [product()], page: 1, limit: 20, total: 1, totalCapped: false } }),
      [endpointKey(grocery.addToMyList)]: () => (
        (added = true),
        { status: 201, body: { message: CATALOGUE_MESSAGES.itemAdded, item: item(uploads.slice(1)) } }
      ),
    });
    // The picker's search answers late (as over a network): the product's own answer comes first.
    const answer = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const response = await answer(input, init);
      if (String(input).includes(`${grocery.masterSearch.path}?`)) await new Promise((resolve) => setTimeout(resolve, 50));
      return response;
    };
    renderCatalogue(`/add-grocerys-Item?productId=${PRODUCT_ID}`);
    const picker = await screen.findByRole('combobox', { name: 'Catalogue product' });
    expect((picker as HTMLInputElement).value).toBe('Whole Wheat Atta 5 kg');
    expect(calls.find((call) => call.path.endsWith(PRODUCT_ID))?.query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(calls.filter((call) => call.path === grocery.uploadImage.path)).toHaveLength(0);

    // Rupees typed, paise sent: ₹239.99 is 23999 paise exactly.
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '239.99');
    await userEvent.type(screen.getByRole('textbox', { name: 'MRP' }), '260');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [
      new File(['a'], 'front.png', { type: 'image/png' }),
      new File(['b'], 'back.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('img', { name: 'Your photos 2' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Your photos 2' })).toBeNull());

    expect(calls.filter((call) => call.path === grocery.uploadImage.path).map((call) => call.query.get('storeId'))).toEqual([
      GROCERY_STORE._id,
      GROCERY_STORE._id,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Add to my list' }));
    await waitFor(() => expect(calls.some((call) => call.path === grocery.addToMyList.path)).toBe(true));
    expect(calls.find((call) => call.path === grocery.addToMyList.path)!.body).toMatchObject({
      masterProductId: PRODUCT_ID,
      price: 23_999,
      mrp: 26_000,
      images: [`${MEDIA}/catalogue-2.png`],
      storeId: GROCERY_STORE._id,
    });
    expect(await screen.findByRole('heading', { name: 'Product details' })).toBeTruthy();
    expect(screen.queryByText('This product is already in your list.')).toBeNull();
  });

  it('marks every missing required field at once, the catalogue product too', async () => {
    const calls = mockCatalogueApi({});
    renderCatalogue('/add-grocerys-Item');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my list' }));
    expect(await screen.findByText('Choose a product from the catalogue.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2); // price and MRP
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('links to the edit page instead of the form when the product is already in the list', async () => {
    setup({ [masterKey]: () => ({ body: { product: product(ITEM_ID) } }) });
    renderCatalogue(`/add-grocerys-Item?productId=${PRODUCT_ID}`);
    expect(await screen.findByText('This product is already in your list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/edit-grocerys-Item?id=${ITEM_ID}`);
    expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull();
  });

  it('says so when the product is not in the catalogue and offers the empty form', async () => {
    setup({ [masterKey]: () => apiError(404, 'productNotFound') });
    renderCatalogue(`/add-grocerys-Item?productId=${PRODUCT_ID}`);
    expect(await screen.findByText('This product is not in the catalogue.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Catalogue product' }) as HTMLInputElement).value).toBe('');
  });
});

describe('edit page photos', () => {
  it('shows the item’s photos, sends the list left after a removal, and shows the server’s photo error', async () => {
    const own = [`${MEDIA}/catalogue-a.png`, `${MEDIA}/catalogue-b.png`];
    const calls = setup({
      [endpointKey(grocery.getById, { id: ITEM_ID })]: () => ({ body: { item: { ...item(own), variations: [] } } }),
      [endpointKey(grocery.update, { id: ITEM_ID })]: () => apiError(400, 'imageNotUploaded', { images: 'imageNotUploaded' }),
    });
    renderCatalogue(`/edit-grocerys-Item?id=${ITEM_ID}`);
    expect((await screen.findByRole('img', { name: 'Your photos 1' })).getAttribute('src')).toBe(own[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ images: [own[1]] });
    expect(await screen.findByText('Use photos uploaded for this store.')).toBeTruthy();
  });
});
