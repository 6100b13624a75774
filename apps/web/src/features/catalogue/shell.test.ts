import { describe, expect, it } from 'vitest';
import { GROCERY_STORE } from '../../test/fixtures';
import { catalogueNavGroups } from './shell';

const FOOD_STORE = { ...GROCERY_STORE, _id: 'food-1', service: { _id: 'f', name: 'Food', kind: 'food' as const } };

describe('catalogue menu', () => {
  it('offers a one-vertical vendor its list once: no all-verticals group repeating it', () => {
    const groups = catalogueNavGroups([GROCERY_STORE]);
    expect(groups.map((group) => group.key)).toEqual(['grocery', 'categories']);
    const listLinks = groups.flatMap((group) => group.links).filter((link) => /item|product-list/.test(link.to));
    expect(listLinks.map((link) => link.to)).toEqual(['/grocerys-item', '/adding-grocery-item']);
  });

  it('adds the all-verticals products group when two verticals can be combined', () => {
    const groups = catalogueNavGroups([GROCERY_STORE, FOOD_STORE]);
    expect(groups.map((group) => group.key)).toEqual(['grocery', 'food', 'products', 'categories']);
  });

  it('has no catalogue menu without a catalogue store', () => {
    expect(catalogueNavGroups([])).toEqual([]);
  });
});
