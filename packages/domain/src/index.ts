export * from './errors.js';
export * from './store-hours/store-hours.js';
export * from './routes/page-routes.js';
