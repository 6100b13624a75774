import { toWorkingHoursPayload, workingHoursForm, type StoreDetail, type UpdateStoreFields, type WorkingHoursForm } from '@dhub/contract';
import type { DraftBody } from '../../hooks/useBodyForm';

/** What the store form's inputs hold: text as typed, the lists, the week's hours. Named as the body's fields. */
export interface StoreFormValues {
  name: string;
  phone: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  countryId: string;
  stateId: string;
  cityId: string;
  pincode: string;
  deliveryCharge: string;
  deliveryPincode: string[];
  workingHours: WorkingHoursForm;
  metaTitle: string;
  metaDescription: string;
  metakeywords: string[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The form of a store as it is now. */
export function storeValuesOf(store: StoreDetail): StoreFormValues {
  return {
    name: store.name,
    phone: store.phone,
    description: text(store.description),
    address: store.address,
    latitude: text(store.latitude),
    longitude: text(store.longitude),
    countryId: store.country._id,
    stateId: store.state._id,
    cityId: store.city._id,
    pincode: text(store.pincode),
    deliveryCharge: text(store.deliveryCharge),
    deliveryPincode: [...store.deliveryPincodes],
    workingHours: workingHoursForm(store.workingHours),
    metaTitle: store.meta.title,
    metaDescription: store.meta.description,
    metakeywords: [...store.meta.keywords],
  };
}

/** The updatestore fields of the form (its hours as the open days), checked by the contract's schema. */
export function storeBodyOf(
  values: StoreFormValues,
  storeId: string,
  removeBusinessImages: readonly string[],
): DraftBody<UpdateStoreFields> {
  return { ...values, workingHours: toWorkingHoursPayload(values.workingHours), storeId, removeBusinessImages: [...removeBusinessImages] };
}

/** The text fields of the form, in the order they show. */
export const STORE_TEXT_FIELDS = {
  store: ['name', 'phone', 'description'],
  location: ['address', 'latitude', 'longitude', 'pincode'],
  meta: ['metaTitle', 'metaDescription'],
} as const;
