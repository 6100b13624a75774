import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES, catalogueLookupEndpoints, PRODUCT_MAX_IMAGES, type ProductRequest } from '@dhub/contract';
import { GROCERY_STORE } from '../../../test/fixtures';
import { apiError, endpointKey, type MockHandler } from '../../../test/mockApi';
import { grocery, mockCatalogueApi, renderCatalogue } from '../test-fixtures';

const requestKey = endpointKey(grocery.requestProduct);

const CATEGORY = '77777777-7777-4777-8777-777777777777';
const REQUEST_ID = '88888888-8888-4888-8888-888888888888';

function setup(extra: Record<string, MockHandler> = {}) {
  return mockCatalogueApi({
    [endpointKey(catalogueLookupEndpoints.categories)]: () => ({
      body: { items: [{ _id: CATEGORY, name: 'Snacks', vertical: 'grocery', group: null }] },
    }),
    ...extra,
  });
}

const request = (status: ProductRequest['status']): ProductRequest => ({
  _id: REQUEST_ID,
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  vertical: 'grocery',
  name: 'Millet Cookies',
  description: null,
  images: [],
  category: { _id: CATEGORY, name: 'Snacks' },
  subcategory: null,
  childCategory: null,
  brand: null,
  unit: null,
  attributes: {},
  price: 6_000,
  mrp: 7_000,
  stock: 5,
  status,
  reason: status === 'rejected' ? 'Duplicate of an existing product' : null,
  masterProductId: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
});

describe('product request form', () => {
  it(`takes at most ${PRODUCT_MAX_IMAGES} images (the contract's limit): extra files are not uploaded, then no more can be added`, async () => {
    let uploaded = 0;
    const calls = setup({
      [endpointKey(grocery.uploadImage)]: () => ({
        status: 201,
        body: { url: `/v1/dhubApi/media/${GROCERY_STORE._id}/photo-${++uploaded}.png` },
      }),
    });
    renderCatalogue('/edit-grocerys-requset-Item');
    expect(await screen.findByRole('heading', { name: 'Request a Grocery product' })).toBeTruthy();
    expect(screen.getByText(`JPG or PNG, up to 5 MB each, up to ${PRODUCT_MAX_IMAGES} images.`)).toBeTruthy();
    const png = (index: number) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], `p${index}.png`, { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: Array.from({ length: PRODUCT_MAX_IMAGES + 2 }, (_, index) => png(index)) } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(PRODUCT_MAX_IMAGES));
    expect(calls.filter((call) => call.path === grocery.uploadImage.path)).toHaveLength(PRODUCT_MAX_IMAGES);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('checks the required fields and MRP before sending, then sends the request', async () => {
    const calls = setup({
      [requestKey]: () => ({ status: 201, body: { message: CATALOGUE_MESSAGES.requestCreated, request: request('pending') } }),
    });
    renderCatalogue('/edit-grocerys-requset-Item');
    expect(await screen.findByRole('heading', { name: 'Request a Grocery product' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    // The contract's request schema: its own text for the name, "required" for the category and the price left empty.
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Product name' }), 'Millet Cookies');
    await screen.findByRole('option', { name: 'Snacks' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), CATEGORY);
    // A fraction of a paisa says so.
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '60.005');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.priceWholePaise)).toBeTruthy();
    // The MRP below the price (compared in paise).
    await userEvent.clear(screen.getByRole('textbox', { name: 'Price' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '60.10');
    await userEvent.type(screen.getByRole('textbox', { name: 'MRP' }), '60.09');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('MRP must be at least the price.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'MRP' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'MRP' }), '70.2');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Millet Cookies',
      categoryId: CATEGORY,
      price: 6_010,
      mrp: 7_020,
      stock: 0,
      images: [],
      storeId: GROCERY_STORE._id,
    });
  });

  it('cascades category → subcategory → child category, clears children on change and sends all three', async () => {
    const SUB = '99999999-9999-4999-8999-999999999991';
    const CHILD = '99999999-9999-4999-8999-999999999992';
    const calls = setup({
      [endpointKey(catalogueLookupEndpoints.subcategories)]: () => ({
        body: { items: [{ _id: SUB, name: 'Cookies', vertical: 'grocery', group: null }] },
      }),
      [endpointKey(catalogueLookupEndpoints.childCategories)]: () => ({
        body: { items: [{ _id: CHILD, name: 'Millet cookies', vertical: 'grocery', group: null }] },
      }),
      [requestKey]: () => ({ status: 201, body: { message: CATALOGUE_MESSAGES.requestCreated, request: request('pending') } }),
    });
    renderCatalogue('/edit-grocerys-requset-Item');
    const child = await screen.findByRole('combobox', { name: 'Child category' });
    expect((child as HTMLSelectElement).disabled).toBe(true);
    await screen.findByRole('option', { name: 'Snacks' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), CATEGORY);
    await screen.findByRole('option', { name: 'Cookies' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), SUB);
    await screen.findByRole('option', { name: 'Millet cookies' });
    await userEvent.selectOptions(child, CHILD);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), '');
    expect((child as HTMLSelectElement).value).toBe('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), SUB);
    await screen.findByRole('option', { name: 'Millet cookies' });
    await userEvent.selectOptions(child, CHILD);

    await userEvent.type(screen.getByRole('textbox', { name: 'Product name' }), 'Ragi Cookies');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      categoryId: CATEGORY,
      subcategoryId: SUB,
      childCategoryId: CHILD,
    });
  });

  it('shows the server field errors, translated from their codes', async () => {
    setup({ [requestKey]: () => apiError(400, 'unknownCategory', { categoryId: 'unknownCategory' }) });
    renderCatalogue('/edit-grocerys-requset-Item');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Product name' }), 'X');
    await screen.findByRole('option', { name: 'Snacks' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), CATEGORY);
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.unknownCategory)).toBeTruthy();
  });

  it('does not let an approved request be edited', async () => {
    setup({ [endpointKey(grocery.myRequest, { id: REQUEST_ID })]: () => ({ body: { request: request('approved') } }) });
    renderCatalogue(`/edit-grocerys-requset-Item?id=${REQUEST_ID}`);
    expect(await screen.findByText('This request was approved: it can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('lets a rejected request be changed and sent again, showing why it was rejected', async () => {
    setup({ [endpointKey(grocery.myRequest, { id: REQUEST_ID })]: () => ({ body: { request: request('rejected') } }) });
    renderCatalogue(`/edit-grocerys-requset-Item?id=${REQUEST_ID}`);
    expect(await screen.findByText(/Rejected: Duplicate of an existing product/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('offers Edit on a rejected request', async () => {
    setup({ [endpointKey(grocery.myRequest, { id: REQUEST_ID })]: () => ({ body: { request: request('rejected') } }) });
    renderCatalogue(`/view-grocery-request-item?id=${REQUEST_ID}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
  });

  it('shows a rejected request with its reason', async () => {
    setup({ [endpointKey(grocery.myRequest, { id: REQUEST_ID })]: () => ({ body: { request: request('rejected') } }) });
    renderCatalogue(`/view-grocery-request-item?id=${REQUEST_ID}`);
    expect(await screen.findByText('Reason: Duplicate of an existing product')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });
});
