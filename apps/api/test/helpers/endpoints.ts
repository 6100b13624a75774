import {
  authEndpoints,
  bookingEndpoints,
  couponEndpoints,
  dashboardEndpoints,
  customerBookingEndpoints,
  customerEndpoints,
  lookupEndpoints,
  orderEndpoints,
  reviewEndpoints,
  scheduleEndpoints,
  storeEndpoints,
  storeOperatorEndpoints,
  systemEndpoints,
  payoutEndpoints,
  walletEndpoints,
  walletOperatorEndpoints,
  planEndpoints,
  planOperatorEndpoints,
  type Endpoint,
} from '@dhub/contract';
import { catalogueEndpointList } from './catalogue.js';

/** Every endpoint descriptor the API registers. */
export function allEndpoints(): Endpoint[] {
  const groups: Record<string, Endpoint>[] = [
    authEndpoints,
    lookupEndpoints,
    storeEndpoints,
    storeOperatorEndpoints,
    systemEndpoints,
    orderEndpoints,
    customerEndpoints,
    reviewEndpoints,
    couponEndpoints,
    bookingEndpoints,
    scheduleEndpoints,
    customerBookingEndpoints,
    walletEndpoints,
    payoutEndpoints,
    walletOperatorEndpoints,
    dashboardEndpoints,
    planEndpoints,
    planOperatorEndpoints,
  ];
  return [...groups.flatMap((group) => Object.values(group)), ...catalogueEndpointList()];
}

/** `GET /v1/dhubApi/a/{id}`: an operation as the OpenAPI document names it. */
export const operationOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
