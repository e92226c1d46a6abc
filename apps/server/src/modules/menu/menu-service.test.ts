import { describe, expect, it, vi } from 'vitest';
import type { StoreProfile } from '@/modules/stores/stores-service.js';
import type { MenuRepository } from './menu-repository.js';
import type { ReadyAnswer } from '@/lib/ready-answer.js';
import { createMenuService } from './menu-service.js';

const category = {
  id: 1,
  displayOrder: 0,
  name: 'Noodles',
  cnName: null,
  description: null,
  active: true,
  availableFrom: null,
  availableUntil: null,
};
const itemRow = (name: string) => ({
  id: 10,
  storeId: 7,
  categoryId: 1,
  code: 'N1',
  displayOrder: 0,
  name,
  cnName: null,
  description: null,
  priceCents: 1000,
  mPriceCents: null,
  offerPriceCents: null,
  imageUrl: null,
  spicy: false,
  raw: false,
  active: true,
  soldOut: false,
  availableFrom: null,
  availableUntil: null,
  taxExempt: false,
  printerName: null,
  printable: true,
});

function newTestService() {
  let itemName = 'Dan Dan Noodles';
  const menuRepository = {
    findCategoriesByStore: vi.fn(async () => [category]),
    findItemsByStore: vi.fn(async () => [itemRow(itemName)]),
    findOptionGroupsByStore: vi.fn(async () => []),
    findOptionsByStore: vi.fn(async () => []),
  } as unknown as MenuRepository;
  const storesService = {
    getStoreProfile: vi.fn(
      async (id: number) => ({ id, timeZone: 'America/Chicago', mRate: 1.1 }) as StoreProfile,
    ),
  };
  let nowMillis = Date.UTC(2026, 5, 15, 17);
  const sut = createMenuService({
    menuRepository,
    storesService,
    now: () => new Date(nowMillis),
    cacheMaxAgeMs: 60_000,
  });
  return {
    sut,
    menuRepository,
    rename: (name: string) => (itemName = name),
    advance: (ms: number) => (nowMillis += ms),
  };
}

const firstItemName = (menu: { items: { name: string }[] }[]) => menu[0]?.items[0]?.name;

describe('menuService.getStoreMenu cache', () => {
  it('builds a store menu once and serves it from memory', async () => {
    const { sut, menuRepository } = newTestService();
    await sut.getStoreMenu(7);
    await sut.getStoreMenu(7, '2026-06-15 12:00:00');
    expect(menuRepository.findItemsByStore).toHaveBeenCalledTimes(1);
  });

  it('shares one build between concurrent readers', async () => {
    const { sut, menuRepository } = newTestService();
    await Promise.all([sut.getStoreMenu(7), sut.getStoreMenu(7), sut.getStoreMenu(7)]);
    expect(menuRepository.findCategoriesByStore).toHaveBeenCalledTimes(1);
  });

  it('rebuilds after invalidateStoreMenu, for that store only', async () => {
    const { sut, menuRepository, rename } = newTestService();
    await sut.getStoreMenu(7);
    await sut.getStoreMenu(8);
    rename('Zha Jiang Noodles');
    expect(firstItemName(await sut.getStoreMenu(7))).toBe('Dan Dan Noodles');
    sut.invalidateStoreMenu(7);
    expect(firstItemName(await sut.getStoreMenu(7))).toBe('Zha Jiang Noodles');
    expect(firstItemName(await sut.getStoreMenu(8))).toBe('Dan Dan Noodles');
    expect(menuRepository.findItemsByStore).toHaveBeenCalledTimes(3);
  });

  it('rebuilds a menu older than its age limit', async () => {
    const { sut, rename, advance } = newTestService();
    await sut.getStoreMenu(7);
    rename('Zha Jiang Noodles');
    advance(59_000);
    expect(firstItemName(await sut.getStoreMenu(7))).toBe('Dan Dan Noodles');
    advance(2_000);
    expect(firstItemName(await sut.getStoreMenu(7))).toBe('Zha Jiang Noodles');
  });

  it('does not keep a failed build', async () => {
    const { sut, menuRepository } = newTestService();
    vi.mocked(menuRepository.findItemsByStore).mockRejectedValueOnce(new Error('connection reset'));
    await expect(sut.getStoreMenu(7)).rejects.toThrow('connection reset');
    expect(firstItemName(await sut.getStoreMenu(7))).toBe('Dan Dan Noodles');
  });
});

describe('menuService.getStoreMenuAnswer answer cache', () => {
  const parse = (answer: ReadyAnswer) =>
    JSON.parse(answer.body.toString()) as { items: { name: string }[] }[];

  it('answers the same bytes and ETag within a minute, equal to getStoreMenu', async () => {
    const { sut } = newTestService();
    const first = await sut.getStoreMenuAnswer(7);
    expect(await sut.getStoreMenuAnswer(7)).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(parse(first)).toEqual(await sut.getStoreMenu(7));
  });

  it('drops the cached answer when the menu is invalidated, with a new ETag', async () => {
    const { sut, rename } = newTestService();
    const before = await sut.getStoreMenuAnswer(7);
    rename('Zha Jiang Noodles');
    sut.invalidateStoreMenu(7);
    const after = await sut.getStoreMenuAnswer(7);
    expect(firstItemName(parse(after))).toBe('Zha Jiang Noodles');
    expect(after.etag).not.toBe(before.etag);
  });

  it('recomputes availability for another minute or a scheduled time', async () => {
    const { sut, advance } = newTestService();
    const now = await sut.getStoreMenuAnswer(7);
    const scheduled = await sut.getStoreMenuAnswer(7, '2026-06-16 09:30:00');
    expect(parse(scheduled)).toEqual(await sut.getStoreMenu(7, '2026-06-16 09:30:00'));
    advance(60_000);
    const nextMinute = await sut.getStoreMenuAnswer(7);
    expect(nextMinute.body.equals(now.body)).toBe(true);
    expect(nextMinute.etag).toBe(now.etag);
  });
});
