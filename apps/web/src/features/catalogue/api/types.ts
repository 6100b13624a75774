import type { EndpointInput, EndpointSpec } from '@dhub/contract';

/** The query string an endpoint takes (before defaults and coercion). */
export type QueryInput<E extends EndpointSpec> = Exclude<EndpointInput<E>['query'], undefined>;

/** The JSON body an endpoint takes (before defaults). */
export type BodyInput<E extends EndpointSpec> = Exclude<EndpointInput<E>['body'], undefined>;
