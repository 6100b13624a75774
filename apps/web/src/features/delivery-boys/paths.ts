import { ROUTES } from '@dhub/contract';

/** The spec's /view-delivery-Boy and /edit-delivery-Boy, with the delivery boy's id as `?id=`. */
export const viewPath = (id: string) => `${ROUTES.viewDeliveryBoy}?id=${encodeURIComponent(id)}`;
export const editPath = (id: string) => `${ROUTES.editDeliveryBoy}?id=${encodeURIComponent(id)}`;
