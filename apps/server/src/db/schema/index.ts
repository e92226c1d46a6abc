// The schema object drizzle needs in one place (the db client and drizzle-kit read it).
export * from './stores.js';
export * from './menu.js';
export * from './accounts.js';
export * from './orders.js';
export * from './partners.js';
export * from './platform.js';
export * from './owner-access.js';
export * from './portal.js';
export * from './in-store.js';
export * from './store-admin.js';
export * from './kitchen-capacity.js';
export * from './event-streams.js';
export * from './card-pauses.js';
export * from './ratings.js';
export * from './refunds.js';
export * from './deployment-keys.js';
