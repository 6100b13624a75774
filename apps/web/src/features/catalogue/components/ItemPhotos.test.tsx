import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { GROCERY_STORE } from '../../../test/fixtures';
import { endpointKey } from '../../../test/mockApi';
import { grocery, masterProduct, mockCatalogueApi, renderCatalogue, storeItem } from '../test-fixtures';

const ITEM_ID = '22222222-2222-4222-8222-222222222222';
const MASTER_IMAGE = '/v1/dhubApi/media/catalogue/basmati-rice.svg';
const OWN = [`/v1/dhubApi/media/${GROCERY_STORE._id}/catalogue-1.png`, `/v1/dhubApi/media/${GROCERY_STORE._id}/catalogue-2.jpg`];

const item = (images: string[]) =>
  storeItem({
    _id: ITEM_ID,
    images,
    product: masterProduct({
      _id: '33333333-3333-4333-8333-333333333333',
      name: 'Basmati Rice 5 kg',
      images: [MASTER_IMAGE],
      category: { _id: 'c1', name: 'Rice' },
      brand: null,
    }),
  });

function setup(images: string[]) {
  mockCatalogueApi({
    [endpointKey(grocery.getById, { id: ITEM_ID })]: () => ({ body: { item: { ...item(images), variations: [] } } }),
    [endpointKey(grocery.myList)]: () => ({ body: { items: [item(images)], page: 1, limit: 20, total: 1 } }),
  });
}

const src = (name: string) => screen.getByRole('img', { name }).getAttribute('src');

describe('store item photos', () => {
  it('the item page shows the item’s own photos, first one large', async () => {
    setup(OWN);
    renderCatalogue(`/view-grocery-item?id=${ITEM_ID}`);
    expect(await screen.findByText('Your photos')).toBeTruthy();
    expect(src('Photo 1')).toBe(OWN[0]);
    expect(src('Photo 2')).toBe(OWN[1]);
    expect(screen.queryByRole('img', { name: 'Photo 3' })).toBeNull();
  });

  it('the item page falls back to the catalogue’s photos', async () => {
    setup([]);
    renderCatalogue(`/view-grocery-item?id=${ITEM_ID}`);
    expect(await screen.findByText('Catalogue photos')).toBeTruthy();
    expect(src('Photo 1')).toBe(MASTER_IMAGE);
  });

  it('my list’s thumbnail is the item’s first own photo, else the catalogue’s', async () => {
    setup(OWN);
    const { unmount } = renderCatalogue('/grocerys-item');
    expect((await screen.findByRole('img', { name: 'Basmati Rice 5 kg' })).getAttribute('src')).toBe(OWN[0]);
    unmount();
    setup([]);
    renderCatalogue('/grocerys-item');
    expect((await screen.findByRole('img', { name: 'Basmati Rice 5 kg' })).getAttribute('src')).toBe(MASTER_IMAGE);
  });
});
