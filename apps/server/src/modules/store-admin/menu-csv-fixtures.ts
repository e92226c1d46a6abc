import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  categories,
  itemMakeTimes,
  items,
  menuUnavailability,
  optionGroups,
  options,
} from '@/db/schema/index.js';

/** Every row of the store's menu, every column, by id: what "nothing changed" is checked against. */
export async function menuRows(app: FastifyInstance, storeId: number) {
  const categoryRows = await app.db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.id));
  const itemRows = await app.db.select().from(items).where(eq(items.storeId, storeId)).orderBy(asc(items.id));
  const groupRows =
    itemRows.length === 0
      ? []
      : await app.db
          .select()
          .from(optionGroups)
          .where(
            inArray(
              optionGroups.itemId,
              itemRows.map((item) => item.id),
            ),
          )
          .orderBy(asc(optionGroups.id));
  const optionRows =
    groupRows.length === 0
      ? []
      : await app.db
          .select()
          .from(options)
          .where(
            inArray(
              options.groupId,
              groupRows.map((group) => group.id),
            ),
          )
          .orderBy(asc(options.id));
  const unavailable = await app.db
    .select()
    .from(menuUnavailability)
    .where(eq(menuUnavailability.storeId, storeId))
    .orderBy(asc(menuUnavailability.id));
  const makeTimes = await app.db
    .select()
    .from(itemMakeTimes)
    .where(eq(itemMakeTimes.storeId, storeId))
    .orderBy(asc(itemMakeTimes.itemId));
  return { categoryRows, itemRows, groupRows, optionRows, unavailable, makeTimes };
}
