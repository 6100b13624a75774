import { API_PREFIX } from '@dhub/contract';

/** Storage keys of store files: stores/<storeId>/<fileName>. */
export const STORE_KEY_PREFIX = 'stores/';

export function storeFileKey(storeId: string, fileName: string): string {
  return `${STORE_KEY_PREFIX}${storeId}/${fileName}`;
}

/** Where public store files are served: `<prefix><storeId>/<fileName>`. */
export const API_MEDIA_PREFIX = `${API_PREFIX}/media/`;

/** The public URL of a public store file (images); KYC documents have none. */
export function publicFileUrl(storageKey: string): string {
  return `${API_MEDIA_PREFIX}${storageKey.slice(STORE_KEY_PREFIX.length)}`;
}
