import {
  DomainError,
  LAST_ORDER_MINUTES_MAX,
  hourOverrideProblems,
  toStoreLocalDate,
  weeklyHoursProblems,
  type HoursWindow,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as repository from './hours-repository.js';
import * as settings from './settings-repository.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export interface HoursServiceDeps {
  db: Db;
  notifier: StoreChangeNotifier;
  clock?: () => Date;
}

const refuseIf = (problems: string[]) => {
  if (problems.length > 0) {
    throw new DomainError('invalid_data', problems.join(' '));
  }
};

/** Weekly hours (up to two windows a day), the last-order offset and dated overrides, in the store's zone. */
export function createHoursAdminService({ db, notifier, clock = () => new Date() }: HoursServiceDeps) {
  async function loadStore(storeId: number) {
    const store = await settings.findStore(db, storeId);
    if (!store) {
      throw new DomainError('not_found', `Store ${storeId} does not exist.`);
    }
    return store;
  }

  async function getHours(storeId: number) {
    const store = await loadStore(storeId);
    const today = toStoreLocalDate(clock(), store.timeZone);
    const [weekly, overrideRows] = await Promise.all([
      repository.findWeeklyHours(db, storeId),
      repository.findOverrides(db, storeId, today),
    ]);
    const overrides = new Map<string, { date: string; closed: boolean; windows: HoursWindow[] }>();
    for (const row of overrideRows) {
      const entry = overrides.get(row.date) ?? { date: row.date, closed: row.closed, windows: [] };
      if (!row.closed) {
        entry.windows.push({ startTime: row.startTime, endTime: row.endTime });
      }
      overrides.set(row.date, entry);
    }
    return {
      storeId,
      timeZone: store.timeZone,
      lastOrderMinutes: store.lastOrderMinutes,
      weekly,
      overrides: [...overrides.values()],
    };
  }

  return {
    getHours,

    async saveWeeklyHours(
      storeId: number,
      input: { weekly?: repository.WeeklyWindow[] | undefined; lastOrderMinutes?: number | undefined },
    ) {
      await loadStore(storeId);
      if (input.weekly) {
        refuseIf(weeklyHoursProblems(input.weekly));
      }
      const minutes = input.lastOrderMinutes;
      if (
        minutes !== undefined &&
        (!Number.isInteger(minutes) || minutes < 0 || minutes > LAST_ORDER_MINUTES_MAX)
      ) {
        throw new DomainError(
          'invalid_data',
          `The last order must be 0 to ${LAST_ORDER_MINUTES_MAX} minutes before closing.`,
        );
      }
      await db.transaction(async (tx) => {
        if (input.weekly) {
          await repository.replaceWeeklyHours(tx, storeId, input.weekly);
        }
        if (minutes !== undefined) {
          await repository.updateLastOrderMinutes(tx, storeId, minutes);
        }
      });
      await notifier.storeChanged(storeId);
      return getHours(storeId);
    },

    /** Sets one date's override (closed, or its own windows), replacing any earlier one for that date. */
    async saveOverride(storeId: number, override: { date: string; closed: boolean; windows: HoursWindow[] }) {
      const store = await loadStore(storeId);
      refuseIf(hourOverrideProblems(override, toStoreLocalDate(clock(), store.timeZone)));
      const rows = override.closed
        ? [{ date: override.date, closed: true, startTime: '00:00', endTime: '00:00' }]
        : override.windows.map((window) => ({ date: override.date, closed: false, ...window }));
      await db.transaction(async (tx) => {
        await repository.deleteOverride(tx, storeId, override.date);
        await repository.insertOverrideRows(tx, storeId, rows);
      });
      await notifier.storeChanged(storeId);
      return getHours(storeId);
    },

    async removeOverride(storeId: number, date: string) {
      await loadStore(storeId);
      if (!(await repository.deleteOverride(db, storeId, date))) {
        throw new DomainError('not_found', `There is no special schedule on ${date}.`);
      }
      await notifier.storeChanged(storeId);
      return getHours(storeId);
    },
  };
}

export type HoursAdminService = ReturnType<typeof createHoursAdminService>;
