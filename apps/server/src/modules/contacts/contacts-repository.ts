import type { Executor } from '@/db/client.js';
import { contacts } from '@/db/schema/index.js';

export type NewContact = Omit<typeof contacts.$inferInsert, 'id' | 'createdAt'>;

/** The new contact's id. */
export async function insertContact(db: Executor, contact: NewContact): Promise<number> {
  const [row] = await db.insert(contacts).values(contact).returning({ id: contacts.id });
  if (!row) {
    throw new Error('The contact record was not saved');
  }
  return row.id;
}
