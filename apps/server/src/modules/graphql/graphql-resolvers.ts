import { DomainError } from '@orderlane/domain';
import { idParam } from '@/lib/id-param.js';
import type { MenuService } from '@/modules/menu/menu-service.js';
import type { StoresService } from '@/modules/stores/stores-service.js';

export interface StorefrontResolverDeps {
  storesService: Pick<StoresService, 'searchRestaurants' | 'locateRestaurants'>;
  menuService: Pick<MenuService, 'getStoreMenu'>;
}

interface PositionArgs {
  latitude?: number | null;
  longitude?: number | null;
}

/** GraphQL ID arrives as text: it must be a store id like the REST calls take. */
function toStoreId(id: string): number {
  const parsed = idParam.safeParse(id);
  if (!parsed.success) {
    throw new DomainError('invalid_data', `"${id}" is not a store id`);
  }
  return parsed.data;
}

function toPosition({ latitude, longitude }: PositionArgs) {
  const hasLatitude = latitude !== null && latitude !== undefined;
  const hasLongitude = longitude !== null && longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    throw new DomainError('invalid_data', 'Send latitude and longitude together, or neither');
  }
  if (!hasLatitude || !hasLongitude) {
    return null;
  }
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new DomainError('invalid_data', 'latitude must be within ±90 and longitude within ±180');
  }
  return { latitude, longitude };
}

/** Root resolvers: each calls the same service function as its REST twin. */
export function createStorefrontResolvers({ storesService, menuService }: StorefrontResolverDeps) {
  return {
    store: (args: { id: string; includeHours?: boolean | null } & PositionArgs) =>
      storesService.searchRestaurants({
        id: toStoreId(args.id),
        includeHours: args.includeHours ?? false,
        position: toPosition(args),
      }),
    nearby: (args: PositionArgs) => storesService.locateRestaurants({ position: toPosition(args) }),
    storeMenu: (args: { id: string; scheduleTime?: string | null }) =>
      menuService.getStoreMenu(toStoreId(args.id), args.scheduleTime?.trim() || undefined, 'scheduleTime'),
  };
}
