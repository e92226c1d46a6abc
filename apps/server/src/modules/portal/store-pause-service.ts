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
 * Each database handle's (each process's) copy of the stores' pause states: every pricing asks for one. This
 * process's pause and resume drop the copy at once; another process's arrive as its 'store' event, which the
 * orders module passes to `forgetPauseState`; a copy is never older than this, should an event be lost.
 */
const PAUSE_STATE_MAX_AGE_MS = 10_000;

interface PauseStateCopies {
  states: Map<number, { state: PauseState; readAt: number }>;
  /** Bumped by every drop: a read that began before a pause never stores its stale answer. */
  generations: Map<number, number>;
}

const copiesByDb = new WeakMap<Db, PauseStateCopies>();

function copiesOf(db: Db): PauseStateCopies {
  let copies = copiesByDb.get(db);
  if (!copies) {
    copies = { states: new Map(), generations: new Map() };
    copiesByDb.set(db, copies);
  }
  return copies;
}

/** Drops this process's copy of a store's pause state, or of every store's (events missed). */
export function forgetPauseState(db: Db, storeId?: number) {
  const copies = copiesOf(db);
  const stores = storeId === undefined ? [...copies.states.keys()] : [storeId];
  for (const id of stores) {
    copies.states.delete(id);
    copies.generations.set(id, (copies.generations.get(id) ?? 0) + 1);
  }
}

export interface StorePauseDeps {
  db: Db;
  events?: Pick<EventBus, 'publish'>;
  clock?: () => Date;
  log?: { error(object: object, message: string): void };
}

/** Pausing and resuming online ordering, per store or per order type; read by ordering and the store page. */
export function createStorePauseService({ db, events, clock = () => new Date(), log }: StorePauseDeps) {
  const announce = async (storeId: number) => {
    await events
      ?.publish({ type: 'store', storeId })
      .catch((error: unknown) => log?.error({ err: error, storeId }, 'could not publish a pause change'));
  };

  return {
    /** Whether the store takes orders now; calculateOrder and the store data read this. */
    async getPauseState(storeId: number): Promise<PauseState> {
      const copies = copiesOf(db);
      const now = Date.now();
      const copy = copies.states.get(storeId);
      if (copy && now - copy.readAt < PAUSE_STATE_MAX_AGE_MS) {
        return copy.state;
      }
      const generation = copies.generations.get(storeId) ?? 0;
      const state = toPauseState(await pauses.findPauses(db, storeId));
      if ((copies.generations.get(storeId) ?? 0) === generation) {
        copies.states.set(storeId, { state, readAt: now });
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
        forgetPauseState(db, storeId);
        await announce(storeId);
      }
      return paused;
    },

    async resume(storeId: number, scope: PauseScope) {
      const resumed = await pauses.deletePause(db, storeId, scope);
      if (resumed) {
        forgetPauseState(db, storeId);
        await announce(storeId);
      }
      return resumed;
    },
  };
}

export type StorePauseService = ReturnType<typeof createStorePauseService>;
