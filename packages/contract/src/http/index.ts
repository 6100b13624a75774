export * from './codes.js';
export * from './endpoint.js';
