import { toStoreLocalTime } from '@orderlane/domain';

interface CustomerRow {
  phoneNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  orderedAt: Date;
}

/** A past customer in the spec's customer-info field names, with the day of the last order at the store. */
export function toStaffCustomer(row: CustomerRow, timeZone: string) {
  return {
    phoneNumber: row.phoneNumber ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    address: row.address ?? '',
    address2: row.address2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
    lastOrderDate: toStoreLocalTime(row.orderedAt, timeZone).slice(0, 10),
  };
}
