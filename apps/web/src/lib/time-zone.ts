// Loaded on demand (app/route-tables/account-pages.tsx): the date code is the pages' own, not the app entry's.
export { prepareTimeZone } from '@orderlane/domain';
