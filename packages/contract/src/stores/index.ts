export * from './profile.js';
export * from './registration/index.js';
export * from './endpoints.js';
export * from './registration-endpoints.js';
