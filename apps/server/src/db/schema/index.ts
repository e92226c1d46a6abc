// The schema object drizzle needs in one place (the db client and drizzle-kit read it).
export * from './stores.js';
export * from './menu.js';
export * from './accounts.js';
export * from './orders.js';
export * from './partners.js';
export * from './platform.js';
