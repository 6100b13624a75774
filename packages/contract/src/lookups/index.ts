export * from './schemas.js';
export * from './endpoints.js';
