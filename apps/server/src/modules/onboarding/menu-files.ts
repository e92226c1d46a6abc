import { DomainError } from '@orderlane/domain';
import type { Tx } from '@/db/client.js';
import type { AttemptLimits, AttemptRule } from '@/plugins/attempt-limits.js';
import { tooManyAttempts } from '@/plugins/attempt-limits.js';
import type { FileStorage } from '@/plugins/storage/file-storage.js';
import { MAX_UPLOAD_FILES, type ReceivedUpload } from '@/plugins/storage/upload-receiver.js';
import * as onboarding from './onboarding-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** A store keeps at most this many menu files, kept ones and new ones together (so at most 10 x 10 MB). */
export const MAX_STORE_MENU_FILES = MAX_UPLOAD_FILES;

/** add-menu sends (each may carry 100 MB and mails the team), per owner account and per store. */
export const addMenuRules = {
  perOwner: { max: 10, windowMs: HOUR_MS },
  perStore: { max: 10, windowMs: HOUR_MS },
} satisfies Record<string, AttemptRule>;

export const STORE_MENU_FILES_MESSAGE = `A store keeps at most ${MAX_STORE_MENU_FILES} menu files: remove some of the earlier files before adding more.`;
const TOO_MANY_SENDS = 'Too many menu uploads.';

const addMenuOwnerKey = (ownerId: number) => `add-menu:owner:${ownerId}`;
const addMenuStoreKey = (storeId: number) => `add-menu:store:${storeId}`;

/** 429 before the body is read when the account has no sends left this hour (read only: nothing is counted). */
export async function assertAddMenuSendsLeft(attemptLimits: AttemptLimits, ownerId: number) {
  const verdict = await attemptLimits.check(addMenuOwnerKey(ownerId), addMenuRules.perOwner);
  if (!verdict.allowed) {
    throw tooManyAttempts(verdict.retryAfterSeconds, TOO_MANY_SENDS);
  }
}

/** Counts an add-menu send that is about to store its files, against the account and the store. */
export async function countAddMenuSends(
  attemptLimits: AttemptLimits,
  { ownerId, storeId }: { ownerId: number; storeId: number },
) {
  const verdicts = await attemptLimits.consumeEach([
    [addMenuOwnerKey(ownerId), addMenuRules.perOwner],
    [addMenuStoreKey(storeId), addMenuRules.perStore],
  ]);
  const refused = verdicts.find((verdict) => !verdict.allowed);
  if (refused) {
    throw tooManyAttempts(refused.retryAfterSeconds, TOO_MANY_SENDS);
  }
}

/**
 * The store's menu files become the kept earlier ones plus the new ones, under the store's lock so two sends at
 * once cannot pass the quota together; the rows of files no longer kept are deleted. Answers the rows kept and
 * inserted, and the deleted ones, whose stored files `removeStoredFiles` takes away once this commits.
 */
export async function replaceMenuFiles(
  tx: Tx,
  input: { storeId: number; ownerId: number; keptIds: number[]; uploads: ReceivedUpload[] },
  /** Checks the rest of the step, given how many files the store would then hold; throws to change nothing. */
  assertStepValid: (fileCount: number) => void,
) {
  await onboarding.lockStore(tx, input.storeId);
  const current = await onboarding.findMenuUploads(tx, input.storeId);
  const earlier = current.filter((row) => input.keptIds.includes(row.id));
  assertStepValid(earlier.length + input.uploads.length);
  if (earlier.length + input.uploads.length > MAX_STORE_MENU_FILES) {
    throw new DomainError('invalid_data', STORE_MENU_FILES_MESSAGE);
  }
  const removed = await onboarding.deleteMenuUploadsExcept(
    tx,
    input.storeId,
    earlier.map((row) => row.id),
  );
  const inserted = await onboarding.insertUploads(
    tx,
    input.uploads.map((upload) => ({
      storeId: input.storeId,
      ownerId: input.ownerId,
      storageKey: upload.storageKey,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      originalName: upload.originalName,
      purpose: 'menu',
    })),
  );
  return { earlier, inserted, removed };
}

/** Removes the files of deleted rows; one that cannot be removed is logged, never fails the call that replaced it. */
export async function removeStoredFiles(
  storage: FileStorage,
  rows: { storageKey: string }[],
  warn: (details: object, message: string) => void,
) {
  for (const row of rows) {
    await storage.remove(row.storageKey).catch((error: unknown) => {
      warn({ err: error, storageKey: row.storageKey }, 'could not remove a replaced menu file');
    });
  }
}
