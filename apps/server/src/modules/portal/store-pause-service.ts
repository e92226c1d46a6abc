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
      return toPauseState(await pauses.findPauses(db, storeId));
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
        await announce(storeId);
      }
      return paused;
    },

    async resume(storeId: number, scope: PauseScope) {
      const resumed = await pauses.deletePause(db, storeId, scope);
      if (resumed) {
        await announce(storeId);
      }
      return resumed;
    },
  };
}

export type StorePauseService = ReturnType<typeof createStorePauseService>;
