import type { Executor } from '@/db/client.js';
import { analyticsEvents } from '@/db/schema/index.js';

export interface NewAnalyticsEvent {
  name: string;
  userId: number | null;
  storeId: number | null;
  payload: Record<string, unknown>;
}

export async function insertEvent(db: Executor, event: NewAnalyticsEvent) {
  await db.insert(analyticsEvents).values(event);
}
