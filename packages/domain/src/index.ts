export * from './errors.js';
export * from './store-hours/store-hours.js';
