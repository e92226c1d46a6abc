import { ORDER_TYPES, toStoreLocalTime, type OrderType } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { EventBus } from '@/plugins/events/event-bus.js';
import * as pauses from './store-pause-repository.js';
import type { PauseScope } from './store-pause-repository.js';

/** What orderability needs: the whole store paused, or some order types. */
export interface PauseState {
  store: boolean;
  orderTypes: OrderType[];
}

const isOrderType = (scope: string): scope is OrderType => (ORDER_TYPES as readonly string[]).includes(scope);

export function toPauseState(rows: { scope: string }[]): PauseState {
  return {
    store: rows.some((row) => row.scope === 'ALL'),
    orderTypes: rows.map((row) => row.scope).filter(isOrderType),
  };
}

/**
 * A copy is never older than this, should an event of another process's pause be lost: every pricing asks for
 * a store's pause state, so each service keeps a copy per store.
 */
const PAUSE_STATE_MAX_AGE_MS = 10_000;

export interface StorePauseDeps {
  db: Db;
  events?: Pick<EventBus, 'publish'>;
  clock?: () => Date;
  log?: { error(object: object, message: string): void };
}

/**
 * Pausing and resuming online ordering, per store or per order type; read by ordering and the store page. Built
 * once per app (`app.storePauses`, services.ts) so every reader shares one copy of the pause states: this
 * process's pause and resume drop it at once; another process's arrive as its 'store' event, passed to `forget`.
 */
export function createStorePauseService({ db, events, clock = () => new Date(), log }: StorePauseDeps) {
  const states = new Map<number, { state: PauseState; readAt: number }>();
  /** Bumped by every drop: a read that began before a pause never stores its stale answer. */
  const generations = new Map<number, number>();

  /** Drops the copy of a store's pause state, or of every store's (events missed). */
  const forget = (storeId?: number) => {
    const stores = storeId === undefined ? [...states.keys()] : [storeId];
    for (const id of stores) {
      states.delete(id);
      generations.set(id, (generations.get(id) ?? 0) + 1);
    }
  };
  const announce = async (storeId: number) => {
    await events
      ?.publish({ type: 'store', storeId })
      .catch((error: unknown) => log?.error({ err: error, storeId }, 'could not publish a pause change'));
  };

  return {
    forget,

    /** Whether the store takes orders now; calculateOrder and the store data read this. */
    async getPauseState(storeId: number): Promise<PauseState> {
      const now = Date.now();
      const copy = states.get(storeId);
      if (copy && now - copy.readAt < PAUSE_STATE_MAX_AGE_MS) {
        return copy.state;
      }
      const generation = generations.get(storeId) ?? 0;
      const state = toPauseState(await pauses.findPauses(db, storeId));
      if ((generations.get(storeId) ?? 0) === generation) {
        states.set(storeId, { state, readAt: now });
      }
      return state;
    },

    /** The pauses with when and why, for the board's banner. */
    async describePauses(storeId: number, timeZone: string) {
      const rows = await pauses.findPauses(db, storeId);
      return {
        ...toPauseState(rows),
        pauses: rows.map((row) => ({
          scope: row.scope,
          // ESCALATION: it paused itself because an order waited too long.
          source: row.source,
          since: toStoreLocalTime(row.createdAt, timeZone),
        })),
      };
    },

    async pause(
      storeId: number,
      scope: PauseScope,
      by: { ownerId: number | null; source: 'OWNER' | 'ESCALATION' },
    ) {
      const paused = await pauses.insertPause(db, {
        storeId,
        scope,
        source: by.source,
        pausedByOwnerId: by.ownerId,
        at: clock(),
      });
      if (paused) {
        forget(storeId);
        await announce(storeId);
      }
      return paused;
    },

    async resume(storeId: number, scope: PauseScope) {
      const resumed = await pauses.deletePause(db, storeId, scope);
      if (resumed) {
        forget(storeId);
        await announce(storeId);
      }
      return resumed;
    },
  };
}

export type StorePauseService = ReturnType<typeof createStorePauseService>;
