import { roundHalfUpCents } from '@orderlane/domain';
import { distanceMiles } from '@/plugins/geocoding/distance.js';
import type { DeliveryDropoff, DeliveryPickup, DeliveryQuote, DeliveryQuoter } from './delivery-quoter.js';

/** The store's own drivers: base fee plus a per-mile fee on the straight-line distance, inside the store's radius. */
export function createInHouseQuoter(): DeliveryQuoter {
  return {
    name: 'orderlane',
    async quote(pickup: DeliveryPickup, dropoff: DeliveryDropoff): Promise<DeliveryQuote> {
      const miles = distanceMiles(pickup, dropoff);
      if (pickup.deliveryRadiusMiles <= 0 || miles > pickup.deliveryRadiusMiles) {
        return { available: false, reason: 'out_of_range', distanceMiles: miles };
      }
      const feeCents = pickup.deliveryBaseFeeCents + roundHalfUpCents(pickup.deliveryFeePerMileCents * miles);
      return { available: true, feeCents, distanceMiles: miles };
    },
  };
}
