import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PAGE_LOADERS } from './pageLoaders';
import { mockCatalogueApi, renderCatalogue } from './test-fixtures';

describe('a catalogue page whose code is still loading', () => {
  it("shows the page's own title and subtitle above the list's skeleton", async () => {
    vi.spyOn(PAGE_LOADERS, 'list').mockReturnValue(new Promise(() => {}));
    mockCatalogueApi({});
    renderCatalogue('/grocerys-item');
    const title = await screen.findByRole('heading', { level: 1, name: 'My Grocery list' }, { timeout: 5000 });
    expect(screen.getByText('The products your store sells, with your prices and stock.')).toBeTruthy();
    // The heading is the page's, outside the busy region that holds the list's skeleton.
    expect(title.closest('[role="status"]')).toBeNull();
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(loading.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3);
  });
});
