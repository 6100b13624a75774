export * from './constants.js';
export * from './calendar.js';
export * from './messages.js';
export * from './schedule-schemas.js';
export * from './schemas.js';
export * from './endpoints.js';
