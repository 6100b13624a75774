import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOADERS, preloadCataloguePage } from './pageLoaders';

describe('preloadCataloguePage', () => {
  it("loads the path's page (any case), nothing for another path", () => {
    const list = vi.spyOn(PAGE_LOADERS, 'list').mockResolvedValue({ default: () => null });
    const view = vi.spyOn(PAGE_LOADERS, 'view').mockResolvedValue({ default: () => null });
    preloadCataloguePage('/grocerys-item');
    preloadCataloguePage('/VIEW-MEDICINE-ITEM');
    preloadCataloguePage('/dashboard');
    expect(list).toHaveBeenCalledTimes(1);
    expect(view).toHaveBeenCalledTimes(1);
  });
});
