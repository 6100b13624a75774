export * from './schemas.js';
export * from './endpoints.js';
export * from './password-constants.js';
export * from './password-messages.js';
export * from './password-schemas.js';
export * from './password-endpoints.js';
