import { DEFAULT_ORDER_PROTOCOL, DomainError, ORDER_PROTOCOLS, type OrderProtocol } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as settings from './store-settings-repository.js';

export interface BoardSettings {
  escalateAfterMinutes: number;
  pauseAfterMinutes: number;
  autoPrint: boolean;
}

const isProtocol = (value: string | undefined): value is OrderProtocol =>
  (ORDER_PROTOCOLS as readonly string[]).includes(value ?? '');

/** The board's per-store settings and the order protocol the store chose at onboarding. */
export function createStoreSettingsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  async function getOrderProtocol(storeId: number) {
    const chosen = await settings.findOrderProtocol(db, storeId);
    return {
      protocol: isProtocol(chosen?.protocol) ? chosen.protocol : DEFAULT_ORDER_PROTOCOL,
      email: chosen?.email?.trim() || null,
      faxNumber: chosen?.faxNumber?.trim() || null,
    };
  }

  async function getSettings(storeId: number) {
    const [board, orderProtocol] = await Promise.all([
      settings.findSettings(db, storeId),
      getOrderProtocol(storeId),
    ]);
    return {
      ...board,
      orderProtocol,
      // The board prints each new order's ticket itself only for stores on Auto Printing.
      printsOnArrival: board.autoPrint && orderProtocol.protocol === 'Auto Printing',
    };
  }

  return {
    getOrderProtocol,

    getSettings,

    async updateSettings(storeId: number, change: Partial<BoardSettings>) {
      const merged = { ...(await settings.findSettings(db, storeId)), ...change };
      if (merged.pauseAfterMinutes <= merged.escalateAfterMinutes) {
        throw new DomainError(
          'invalid_data',
          'Online ordering can pause itself only after the owners were e-mailed: make the pause time longer.',
        );
      }
      await settings.upsertSettings(db, storeId, merged, clock());
      return getSettings(storeId);
    },

    findAllSettings: () => settings.findAllSettings(db),
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
