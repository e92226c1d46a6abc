/** The demo store open 24 hours a day (CONTRACT: ordering works at any hour), with its own drivers. */
export const ALWAYS_OPEN_STORE_ID = 5;

interface WireOption {
  id: number;
  active: boolean;
}
interface WireGroup {
  groupId: number;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: WireOption[];
}
export interface WireItem {
  id: number;
  name: string;
  active: boolean;
  availability: string;
  optionsList: WireGroup[];
}
interface WireCategory {
  available: boolean;
  items: WireItem[];
}

export interface CartLine {
  itemId: number;
  quantity: number;
  restaurantInfoId: number;
  orderItemsOptions: { groupId: number; id: number; quantity: number }[];
}

/** The picks a diner makes to satisfy every required group, the cheapest way (first options). */
function requiredPicks(item: WireItem): CartLine['orderItemsOptions'] {
  return item.optionsList
    .filter((group) => group.required)
    .flatMap((group) => {
      const active = group.options.filter((option) => option.active);
      if (group.numOfChoice <= 1 || group.multiQtyAllowed) {
        return [{ groupId: group.groupId, id: active[0]!.id, quantity: Math.max(1, group.numOfChoice) }];
      }
      return active
        .slice(0, group.numOfChoice)
        .map((option) => ({ groupId: group.groupId, id: option.id, quantity: 1 }));
    });
}

const isOrderable = (item: WireItem) =>
  item.active &&
  item.availability === 'ALL' &&
  item.optionsList.every(
    (group) => !group.required || group.options.filter((option) => option.active).length > 0,
  );

/** Orderable items and the sold-out ones, from a getStoreMenu answer. */
export function readMenu(categories: WireCategory[]) {
  const items = categories.filter((category) => category.available).flatMap((category) => category.items);
  return {
    orderable: items.filter(isOrderable),
    unavailable: categories
      .flatMap((category) => category.items)
      .filter((item) => item.availability !== 'ALL'),
  };
}

export function cartLine(item: WireItem, storeId: number, quantity = 1): CartLine {
  return { itemId: item.id, quantity, restaurantInfoId: storeId, orderItemsOptions: requiredPicks(item) };
}

/** A pick-up order of 1 to 3 lines, varied by `seed` so the run is not one cart repeated. */
export function pickupOrder(items: WireItem[], storeId: number, seed: number, tipDollars = 0) {
  const lineCount = 1 + (seed % 3);
  const lines = Array.from({ length: lineCount }, (_, index) =>
    cartLine(items[(seed * 7 + index * 13) % items.length]!, storeId, 1 + ((seed + index) % 2)),
  );
  return { restaurantInfoId: storeId, orderType: 'PICK_UP', orderItems: lines, tip: tipDollars };
}

export const SANDBOX_CARD = {
  cardholder: 'Load Tester',
  cardnumber: '4111 1111 1111 1111',
  expdate: '12/39',
  cvv: '123',
  zipcode: '60601',
};
