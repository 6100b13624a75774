export * from './messages.js';
export * from './schemas.js';
export * from './verticals.js';
export * from './csv.js';
