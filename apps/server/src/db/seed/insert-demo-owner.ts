import type { Tx } from '@/db/client.js';
import { owners, storeMembers, stores } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/password-hash.js';
import { inArray } from 'drizzle-orm';

/** The demo restaurant account of CONTRACT.md: it holds every demo store as OWNER. */
export const demoOwner = {
  name: 'Morgan Lee',
  email: 'owner@orderlane.example',
  password: 'orderlane-owner',
  phoneNumber: '3125550166',
  preferredLanguage: 'EN',
};

export async function insertDemoOwner(tx: Tx, storeIds: number[], passwordHashCost: number): Promise<number> {
  const passwordHash = await hashPassword(demoOwner.password, { cost: passwordHashCost });
  const [owner] = await tx
    .insert(owners)
    .values({
      name: demoOwner.name,
      email: demoOwner.email,
      username: demoOwner.email,
      passwordHash,
      phoneNumber: demoOwner.phoneNumber,
      preferredLanguage: demoOwner.preferredLanguage,
    })
    .returning({ id: owners.id });
  if (!owner) {
    throw new Error('the demo owner was not inserted');
  }
  if (storeIds.length > 0) {
    await tx
      .insert(storeMembers)
      .values(storeIds.map((storeId) => ({ storeId, ownerId: owner.id, role: 'OWNER' as const })));
    await tx.update(stores).set({ ownerId: owner.id }).where(inArray(stores.id, storeIds));
  }
  return owner.id;
}
