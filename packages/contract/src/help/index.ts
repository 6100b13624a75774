export * from './constants.js';
export * from './schemas.js';
export * from './endpoints.js';
