export * from './profile.js';
export * from './registration.js';
export * from './endpoints.js';
