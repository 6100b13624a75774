/** What several catalogue descriptors share: descriptions, the operator's tag and error codes. */

export const OWN = "Acts on the vendor's store of this vertical (`storeId` picks one when it has several; 404 when it has none).";
export const BY_ID = "Ids that are not the vendor's own answer 404.";
export const OPERATOR_TAG = 'catalogue: operator';

/** A call on the vendor's store of a vertical: none (404), or suspended / rejected (403). */
export const STORE_ERRORS = { 404: ['storeNotFound'], 403: ['storeNotActive'] } as const;

/** An item by id: not the vendor's (404), or of a suspended / rejected store (403). */
export const ITEM_ERRORS = { 404: ['itemNotFound'], 403: ['storeNotActive'] } as const;

/** A product's category chain and lookup ids that are not of the vertical (400, per field). */
export const PRODUCT_REF_CODES = ['unknownCategory', 'unknownSubcategory', 'unknownChildCategory', 'unknownLookup'] as const;

/** An operator's review: unknown (404) or already reviewed (409). */
export const REVIEW_ERRORS = { 404: ['requestNotFound'], 409: ['requestNotPending'] } as const;
