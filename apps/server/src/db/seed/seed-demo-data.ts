import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.js';
import { stores } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/password-hash.js';
import { demoDiner } from './demo-diner.js';
import { demoStores } from './demo-stores.js';
import { logoImagePath, toMediaUrl } from './images/demo-image-paths.js';
import { createFolderObjectStorage } from '@/plugins/storage/folder-storage.js';
import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import { writeMissingDemoImages } from './images/write-demo-images.js';
import { insertDemoBoardOrders } from './insert-demo-board-orders.js';
import { insertDemoDiner } from './insert-demo-diner.js';
import { insertDemoOwner } from './insert-demo-owner.js';
import { insertDemoStore, type InsertedStore } from './insert-demo-store.js';

export interface SeedDemoDataOptions {
  passwordHashCost: number;
  /** Where the pictures the rows point at are written: the storage's `media` area (DATA_DIR/media or S3)... */
  media?: Pick<ObjectStorage, 'put' | 'list'>;
  /** ...or a folder of its own (tests). */
  mediaDir?: string;
  /** Deal dates and past orders are placed relative to this instant. */
  now?: Date;
}

export interface SeedCounts {
  stores: number;
  activeStores: number;
  categories: number;
  items: number;
  optionGroups: number;
  options: number;
  deals: number;
  users: number;
  orders: number;
}

export interface SeedSummary extends SeedCounts {
  /** False when the database already had stores: nothing was inserted. */
  seeded: boolean;
  imagesWritten: number;
  durationMs: number;
}

const NOTHING: SeedCounts = {
  stores: 0,
  activeStores: 0,
  categories: 0,
  items: 0,
  optionGroups: 0,
  options: 0,
  deals: 0,
  users: 0,
  orders: 0,
};

// Any fixed number: serialises two processes seeding the same empty database.
const SEED_LOCK_KEY = 4_172_031;

async function hasAnyStore(executor: Executor): Promise<boolean> {
  const rows = await executor.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}

async function hasDemoStores(executor: Executor): Promise<boolean> {
  const [firstStore] = demoStores;
  if (!firstStore) {
    return false;
  }
  const rows = await executor
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.logoUrl, toMediaUrl(logoImagePath(firstStore))))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the demo stores, menus, deals and diner in one transaction when the stores table is empty, and
 * writes any missing demo picture when the demo stores are there. Safe to call on every start.
 */
export async function seedDemoData(db: Db, options: SeedDemoDataOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  let counts: SeedCounts | null = null;
  if (!(await hasAnyStore(db))) {
    const passwordHash = await hashPassword(demoDiner.password, { cost: options.passwordHashCost });
    counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Another process may have seeded while this one hashed the password.
      if (await hasAnyStore(tx)) {
        return null;
      }
      const inserted: InsertedStore[] = [];
      for (const store of demoStores) {
        inserted.push(await insertDemoStore(tx, store, now));
      }
      const orders = await insertDemoDiner(
        tx,
        passwordHash,
        new Map(inserted.map((entry) => [entry.store.slug, entry])),
        now,
      );
      await insertDemoOwner(
        tx,
        inserted.map((entry) => entry.id),
        options.passwordHashCost,
      );
      await insertDemoBoardOrders(tx, new Map(inserted.map((entry) => [entry.store.slug, entry])), now);
      return countInserted(inserted, orders);
    });
  }
  const shouldHaveImages = counts !== null || (await hasDemoStores(db));
  const imagesWritten = shouldHaveImages
    ? await writeMissingDemoImages(demoStores, mediaStorageOf(options))
    : 0;
  return {
    seeded: counts !== null,
    ...(counts ?? NOTHING),
    imagesWritten,
    durationMs: Math.round(performance.now() - startedAt),
  };
}

function mediaStorageOf(options: SeedDemoDataOptions): Pick<ObjectStorage, 'put' | 'list'> {
  if (options.media) {
    return options.media;
  }
  if (!options.mediaDir) {
    throw new Error('seedDemoData needs the media storage or a media folder');
  }
  return createFolderObjectStorage(path.dirname(options.mediaDir), { media: options.mediaDir });
}

function countInserted(inserted: InsertedStore[], orders: number): SeedCounts {
  const sum = (pick: (entry: InsertedStore) => number) =>
    inserted.reduce((total, entry) => total + pick(entry), 0);
  return {
    stores: inserted.length,
    activeStores: inserted.filter((entry) => entry.store.active).length,
    categories: sum((entry) => entry.counts.categories),
    items: sum((entry) => entry.counts.items),
    optionGroups: sum((entry) => entry.counts.optionGroups),
    options: sum((entry) => entry.counts.options),
    deals: sum((entry) => entry.counts.deals),
    users: 1,
    orders,
  };
}

/** One log line for start-up. */
export function describeSeedSummary(summary: SeedSummary): string {
  const images = `${summary.imagesWritten} demo image${summary.imagesWritten === 1 ? '' : 's'} written`;
  if (!summary.seeded) {
    return `Demo data: the database already has stores, nothing inserted; ${images} (${summary.durationMs} ms)`;
  }
  return (
    `Demo data seeded: ${summary.stores} stores (${summary.activeStores} active), ${summary.categories} categories, ` +
    `${summary.items} items, ${summary.optionGroups} option groups, ${summary.options} options, ${summary.deals} deals, ` +
    `${summary.users} diner with ${summary.orders} past orders; ${images} (${summary.durationMs} ms)`
  );
}
