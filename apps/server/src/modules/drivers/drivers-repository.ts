import { eq, or } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { drivers } from '@/db/schema/index.js';

export type NewDriver = Omit<typeof drivers.$inferInsert, 'id' | 'createdAt'>;

export async function findDriversByPhoneOrEmail(
  db: Executor,
  { phoneNumber, email }: { phoneNumber: string; email: string },
) {
  return db
    .select({ phoneNumber: drivers.phoneNumber, email: drivers.email })
    .from(drivers)
    .where(or(eq(drivers.phoneNumber, phoneNumber), eq(drivers.email, email)));
}

/** The new driver's id, or null when the phone number or e-mail was taken meanwhile. */
export async function insertDriver(db: Executor, driver: NewDriver) {
  const [row] = await db.insert(drivers).values(driver).onConflictDoNothing().returning({ id: drivers.id });
  return row?.id ?? null;
}
