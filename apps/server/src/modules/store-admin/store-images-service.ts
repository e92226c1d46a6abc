import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, or } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { items, stores } from '@/db/schema/index.js';
import type { FileStorage } from '@/plugins/storage/file-storage.js';
import type { ObjectStorage } from '@/plugins/storage/object-storage.js';
import type { ReceivedUpload } from '@/plugins/storage/upload-receiver.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export type StoreImageKind = 'logo' | 'banner' | 'item';

interface ImageSlot {
  label: string;
  /** Width divided by height, as the store page shows the picture (store-hero and item-dialog CSS). */
  aspect: number;
  aspectLabel: string;
  minWidth: number;
  maxWidth: number;
}

/** The shapes the web app crops to; an upload is already the size it is served at. */
export const IMAGE_SLOTS: Record<StoreImageKind, ImageSlot> = {
  logo: { label: 'A logo', aspect: 1, aspectLabel: 'square (1:1)', minWidth: 128, maxWidth: 512 },
  banner: {
    label: 'A banner',
    aspect: 3,
    aspectLabel: '3:1 (three times as wide as tall)',
    minWidth: 600,
    maxWidth: 1600,
  },
  item: { label: 'An item picture', aspect: 4 / 3, aspectLabel: '4:3', minWidth: 320, maxWidth: 1200 },
};

const ASPECT_TOLERANCE = 0.02;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const IMAGE_TYPES = Object.keys(EXTENSIONS);
export const IMAGE_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP picture.';
const UPLOADED_PREFIX = '/media/uploads/stores/';

export interface StoreImagesServiceDeps {
  db: Db;
  storage: Pick<FileStorage, 'read'>;
  /** The `media` area of the storage: served publicly at /media by the media module, from any machine. */
  media: Pick<ObjectStorage, 'put' | 'remove'>;
  notifier: StoreChangeNotifier;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Refuses a picture whose pixel size does not fit the slot, naming what was sent and what is expected. */
export function assertImageFits(kind: StoreImageKind, bytes: Uint8Array) {
  const slot = IMAGE_SLOTS[kind];
  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    // EXIF orientations 5-8 turn the picture a quarter: its shown width is the stored height.
    const turned = (size.orientation ?? 1) >= 5;
    width = turned ? size.height : size.width;
    height = turned ? size.width : size.height;
  } catch {
    // Handled below: a header image-size cannot read is a broken picture.
  }
  if (!width || !height) {
    throw new DomainError('invalid_data', `This picture could not be read. ${IMAGE_TYPE_MESSAGE}`);
  }
  const sent = `${width}×${height} px`;
  if (Math.abs(width / height / slot.aspect - 1) > ASPECT_TOLERANCE) {
    throw new DomainError(
      'invalid_data',
      `${slot.label} must be ${slot.aspectLabel}; this picture is ${sent}. Crop it to that shape and try again.`,
    );
  }
  if (width < slot.minWidth) {
    throw new DomainError(
      'invalid_data',
      `${slot.label} must be at least ${slot.minWidth} px wide; this picture is ${sent}.`,
    );
  }
  if (width > slot.maxWidth) {
    throw new DomainError(
      'invalid_data',
      `${slot.label} must be at most ${slot.maxWidth} px wide; this picture is ${sent}.`,
    );
  }
}

/** A store's logo, banner and item pictures: uploaded by the owner, stored under the public media folder. */
export function createStoreImagesService({ db, storage, media, notifier }: StoreImagesServiceDeps) {
  const nameOf = (url: string) => url.slice('/media/'.length);

  /** Whether a logo, banner or item of the store still shows this picture (one file may serve several). */
  async function stillShown(storeId: number, url: string) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), or(eq(stores.logoUrl, url), eq(stores.bannerUrl, url))))
      .limit(1);
    if (store) {
      return true;
    }
    const [item] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.storeId, storeId), eq(items.imageUrl, url)))
      .limit(1);
    return item !== undefined;
  }

  /** Removes a file we stored for this store once nothing shows it; seed pictures and other stores' files stay. */
  async function removeOwnFile(storeId: number, url: string | null) {
    const prefix = `${UPLOADED_PREFIX}${storeId}/`;
    if (!url?.startsWith(prefix) || !/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(url.slice(prefix.length))) {
      return;
    }
    if (await stillShown(storeId, url)) {
      return;
    }
    await media.remove('media', nameOf(url));
  }

  async function findItem(storeId: number, itemId: number) {
    const [item] = await db
      .select({ id: items.id, imageUrl: items.imageUrl })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.storeId, storeId)));
    if (!item) {
      throw new DomainError('not_found', `Item ${itemId} is not on this store's menu.`);
    }
    return item;
  }

  async function currentUrl(storeId: number, kind: StoreImageKind, itemId: number | undefined) {
    if (kind === 'item') {
      return (await findItem(storeId, itemId ?? 0)).imageUrl;
    }
    const [store] = await db
      .select({ logoUrl: stores.logoUrl, bannerUrl: stores.bannerUrl })
      .from(stores)
      .where(eq(stores.id, storeId));
    if (!store) {
      throw new DomainError('not_found', `Store ${storeId} does not exist.`);
    }
    return kind === 'logo' ? store.logoUrl : store.bannerUrl;
  }

  async function setUrl(
    storeId: number,
    kind: StoreImageKind,
    itemId: number | undefined,
    url: string | null,
  ) {
    if (kind === 'item') {
      await db
        .update(items)
        .set({ imageUrl: url })
        .where(and(eq(items.id, itemId ?? 0), eq(items.storeId, storeId)));
    } else {
      await db
        .update(stores)
        .set(kind === 'logo' ? { logoUrl: url } : { bannerUrl: url })
        .where(eq(stores.id, storeId));
    }
    await notifier.storeChanged(storeId);
  }

  async function saveImage(
    storeId: number,
    input: { kind: StoreImageKind; itemId?: number | undefined },
    upload: ReceivedUpload | undefined,
  ) {
    if (!upload) {
      throw new DomainError('invalid_data', `Please choose a picture to upload. ${IMAGE_TYPE_MESSAGE}`);
    }
    const extension = EXTENSIONS[upload.contentType];
    if (!extension) {
      throw new DomainError('invalid_data', IMAGE_TYPE_MESSAGE);
    }
    const previous = await currentUrl(storeId, input.kind, input.itemId);
    const body = await storage.read(upload.storageKey);
    if (!body) {
      throw new DomainError('invalid_data', 'The picture did not arrive whole; please try again.');
    }
    const bytes = await readAll(body);
    assertImageFits(input.kind, bytes);

    // Named by its content: a CDN may cache it forever, since other bytes get another name.
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const url = `${UPLOADED_PREFIX}${storeId}/${hash}.${extension}`;
    await media.put('media', nameOf(url), bytes, upload.contentType);
    try {
      await setUrl(storeId, input.kind, input.itemId, url);
    } catch (error) {
      await removeOwnFile(storeId, url);
      throw error;
    }
    await removeOwnFile(storeId, previous);
    return { kind: input.kind, itemId: input.itemId ?? null, url };
  }

  /** Clears an item's picture (a store keeps its logo and banner: they are replaced, not removed). */
  async function removeItemImage(storeId: number, itemId: number) {
    const item = await findItem(storeId, itemId);
    await setUrl(storeId, 'item', itemId, null);
    await removeOwnFile(storeId, item.imageUrl);
    return { kind: 'item' as const, itemId, url: null };
  }

  /** The store's logo and banner as the store page shows them. */
  async function storeImages(storeId: number) {
    return {
      storeId,
      logoUrl: await currentUrl(storeId, 'logo', undefined),
      bannerUrl: await currentUrl(storeId, 'banner', undefined),
    };
  }

  return { storeImages, saveImage, removeItemImage };
}

export type StoreImagesService = ReturnType<typeof createStoreImagesService>;
