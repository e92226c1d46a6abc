import { DomainError, goLiveRefusal, type GoLiveRequirement } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { OnboardingService } from '@/modules/onboarding/onboarding-service.js';
import * as repository from './settings-repository.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export interface GoLiveServiceDeps {
  db: Db;
  onboarding: Pick<OnboardingService, 'getProgress'>;
  notifier: StoreChangeNotifier;
}

/** Going live needs hours, a menu, an order type, an order protocol and bank details; going inactive needs nothing. */
export function createGoLiveService({ db, onboarding, notifier }: GoLiveServiceDeps) {
  async function checklist(storeId: number) {
    const store = await repository.findStore(db, storeId);
    if (!store) {
      throw new DomainError('not_found', `Store ${storeId} does not exist.`);
    }
    const [hours, orderable, orderTypes, progress] = await Promise.all([
      repository.countHours(db, storeId),
      repository.countOrderableItems(db, storeId),
      repository.findOrderTypes(db, storeId),
      onboarding.getProgress(storeId),
    ]);
    const done: Record<GoLiveRequirement, boolean> = {
      hours: hours > 0,
      menu: orderable > 0,
      'order-types': orderTypes.some((type) => type.available),
      'order-protocol': progress.orderProtocol !== null,
      'bank-account': progress.bankAccount !== null,
    };
    const missing = (Object.keys(done) as GoLiveRequirement[]).filter((key) => !done[key]);
    return { storeId, active: store.active, checklist: done, missing };
  }

  return {
    checklist,

    async goLive(storeId: number) {
      const state = await checklist(storeId);
      const refusal = goLiveRefusal(state.missing);
      if (refusal) {
        throw new DomainError('invalid_data', refusal);
      }
      // Going live is taking online orders through Orderlane: a store made by the Lite steps starts without
      // (`orderlane` false, as spec 001 has it) and would otherwise read Live while refusing every order.
      await repository.updateStore(db, storeId, { active: true, orderlane: true });
      await notifier.storeChanged(storeId);
      return { ...state, active: true };
    },

    async goInactive(storeId: number) {
      await repository.updateStore(db, storeId, { active: false });
      await notifier.storeChanged(storeId);
      return { ...(await checklist(storeId)), active: false };
    },
  };
}

export type GoLiveService = ReturnType<typeof createGoLiveService>;
