import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { columnPlaceholders, encodeColumnValues, preparedPerDb } from './prepared-per-db.js';

describe('statements prepared per connection', async () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const app = await buildTestApp();
  let builds = 0;
  const eventsNamed = preparedPerDb((db) => {
    builds += 1;
    return db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, sql.placeholder('name')))
      .prepare('test_events_named');
  });
  const insertEvent = preparedPerDb((db) =>
    db
      .insert(analyticsEvents)
      .values(columnPlaceholders(['name', 'userId', 'storeId', 'payload'] as const))
      .prepare('test_insert_event'),
  );
  const event = (name: string) =>
    encodeColumnValues(analyticsEvents, ['name', 'userId', 'storeId', 'payload'] as const, {
      name,
      userId: null,
      storeId: null,
      payload: { at: new Date('2026-11-25T12:00:00Z') },
    });

  it('runs inside each transaction it is used in: sees its writes, and a rollback takes them back', async () => {
    for (let round = 0; round < 5; round += 1) {
      const name = `prepared-${round}`;
      await app.db
        .transaction(async (tx) => {
          await insertEvent(tx).execute(event(name));
          expect(await eventsNamed(tx).execute({ name })).toHaveLength(1);
          if (onPostgres) {
            // Not committed yet: another connection does not see it (PGlite has one session: it would wait).
            expect(await eventsNamed(app.db).execute({ name })).toHaveLength(0);
          }
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'Rollback')) {
            throw error;
          }
        });
      expect(await eventsNamed(app.db).execute({ name })).toHaveLength(0);
    }
    await app.db.transaction(async (tx) => {
      await insertEvent(tx).execute(event('kept'));
    });
    const [kept] = await app.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'kept'));
    // Encoded by the column: the JSON keeps its date as drizzle's own insert would write it.
    expect(kept).toMatchObject({ userId: null, storeId: null, payload: { at: '2026-11-25T12:00:00.000Z' } });
  });

  it('is built once, however many connections and transactions run it', async () => {
    await eventsNamed(app.db).execute({ name: 'none' });
    const before = builds;
    const names = new Set<string>();
    for (let round = 0; round < 12; round += 1) {
      const name = `bound-${round}`;
      await app.db.transaction(async (tx) => {
        await insertEvent(tx).execute(event(name));
        // The copy runs on this transaction's client: it sees the transaction's own write.
        for (const row of await eventsNamed(tx).execute({ name })) {
          names.add(`${name}:${row.id}`);
        }
      });
    }
    expect(builds - before).toBe(0);
    expect(names.size).toBe(12);
  });
});
