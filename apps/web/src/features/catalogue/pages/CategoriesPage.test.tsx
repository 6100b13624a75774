import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryEndpoints, STORAGE_KEYS, type Category } from '@dhub/contract';
import { i18n } from '../../../i18n';
import { GROCERY_STORE } from '../../../test/fixtures';
import { endpointKey, type ApiCall } from '../../../test/mockApi';
import { mockCatalogueApi, renderCatalogue } from '../test-fixtures';

const NAMES = Array.from({ length: 45 }, (_, index) => `Requested category ${String(index + 1).padStart(2, '0')}`);

const category = (name: string, index: number): Category => ({
  _id: `cccccccc-cccc-4ccc-8ccc-${String(index).padStart(12, '0')}`,
  name,
  vertical: 'grocery',
  level: 1,
  parentId: null,
  parentName: null,
  status: 'pending',
  reason: null,
  requestedByStoreId: GROCERY_STORE._id,
  createdAt: '2025-03-04T10:00:00.000Z',
});

/** The server's answer: the names containing searchQuery, one page of them. */
function serverPage(call: ApiCall) {
  const page = Number(call.query.get('page'));
  const limit = Number(call.query.get('limit'));
  const term = (call.query.get('searchQuery') ?? '').toLowerCase();
  const matches = NAMES.filter((name) => name.toLowerCase().includes(term));
  return { body: { items: matches.slice((page - 1) * limit, page * limit).map(category), page, limit, total: matches.length } };
}

function setup() {
  return mockCatalogueApi({
    [endpointKey(categoryEndpoints.categories)]: serverPage,
    [endpointKey(categoryEndpoints.rejectedSubcategories)]: (call) => ({
      body: { items: [], page: Number(call.query.get('page')), limit: Number(call.query.get('limit')), total: 0 },
    }),
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === categoryEndpoints.categories.path);

describe('categories pages (server-side pages)', () => {
  it('asks the server for one page of the pending requests and pages forward', async () => {
    const calls = setup();
    renderCatalogue('/pending-categories');
    expect(await screen.findByText('Requested category 01')).toBeTruthy();
    expect(screen.queryByText('Requested category 21')).toBeNull();
    const first = listCalls(calls)[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ status: 'pending', page: '1', limit: '20', storeId: GROCERY_STORE._id });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Requested category 21')).toBeTruthy();
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('2');
    expect(screen.queryByText('Requested category 01')).toBeNull();
  });

  it('searches on the server from page 1, and says when nothing matches', async () => {
    const calls = setup();
    renderCatalogue('/pending-categories');
    await screen.findByText('Requested category 01');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByText('Requested category 21');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'category 4');
    expect(await screen.findByText('Requested category 45')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('searchQuery')).toBe('category 4'));
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1');
    expect(screen.getByText('1–6 of 6')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'x');
    expect(await screen.findByText('No request matches your search.')).toBeTruthy();
  });

  it('shows the empty state of a list without requests', async () => {
    setup();
    renderCatalogue('/reject-sub-categories');
    expect(await screen.findByText('None of your requests was rejected.')).toBeTruthy();
  });

  it("names the pager's buttons for screen readers in the page's language", async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    try {
      setup();
      renderCatalogue('/pending-categories');
      expect(await screen.findByRole('button', { name: 'Aller à la page suivante' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeTruthy();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.settings);
      await i18n.changeLanguage('en');
    }
  });
});
