export * from './endpoints.js';
