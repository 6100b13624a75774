export * from './codes.js';
export * from './endpoint.js';
export * from './idempotency.js';
