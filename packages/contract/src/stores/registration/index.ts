export * from './working-hours.js';
export * from './lists.js';
export * from './steps.js';
export * from './documents.js';
export * from './files.js';
export * from './validation.js';
export * from './form.js';
