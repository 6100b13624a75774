import { ROUTES } from '@dhub/contract';

/** The store page of one of the vendor's stores (the stores feature's route `/stores/:storeId`). */
export const STORE_PAGE_PATH = `${ROUTES.stores}/:storeId`;
export const storePath = (storeId: string) => `${ROUTES.stores}/${encodeURIComponent(storeId)}`;
