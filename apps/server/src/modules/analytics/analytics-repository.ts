import type { Executor } from '@/db/client.js';
import { columnPlaceholders, encodeColumnValues, preparedPerDb } from '@/db/prepared-per-db.js';
import { analyticsEvents } from '@/db/schema/index.js';

export interface NewAnalyticsEvent {
  name: string;
  userId: number | null;
  storeId: number | null;
  payload: Record<string, unknown>;
}

const eventFieldNames = ['name', 'userId', 'storeId', 'payload'] as const;

// Every placed order writes one in its placing transaction: built once per connection (see preparedPerDb).
const insertEventStatement = preparedPerDb((db) =>
  db.insert(analyticsEvents).values(columnPlaceholders(eventFieldNames)).prepare('analytics_insert_event'),
);

export async function insertEvent(db: Executor, event: NewAnalyticsEvent) {
  await insertEventStatement(db).execute(encodeColumnValues(analyticsEvents, eventFieldNames, event));
}
