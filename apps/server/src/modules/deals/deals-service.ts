import { toStoreLocalTime } from '@orderlane/domain';
import type { StoresService } from '@/modules/stores/stores-service.js';
import { toWireDeal } from './deals-mappers.js';
import type { DealsRepository } from './deals-repository.js';

export interface DealsServiceDeps {
  dealsRepository: DealsRepository;
  storesService: Pick<StoresService, 'getStoreProfile'>;
  now?: () => Date;
}

export function createDealsService({
  dealsRepository,
  storesService,
  now = () => new Date(),
}: DealsServiceDeps) {
  return {
    /**
     * dealItem/getDealItems: deals running now in the store's time zone. The
     * cart-dependent rules (subTotal below the cart, one deal per cart) stay with the cart.
     */
    async getDealItems(storeId: number) {
      const store = await storesService.getStoreProfile(storeId);
      const rows = await dealsRepository.findRunningByStore(storeId, toStoreLocalTime(now(), store.timeZone));
      return rows.map(toWireDeal);
    },
  };
}
