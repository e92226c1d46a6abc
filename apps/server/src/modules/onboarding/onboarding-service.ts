import {
  DomainError,
  NEW_STORE_ORDER_TYPES,
  decodeSalesReferral,
  salesAttribution,
  type RestaurantInfoJson,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import type { Geocoder } from '@/plugins/geocoding/geocoder.js';
import type { SecretBox } from '@/plugins/secrets.js';
import type { OwnersService } from '@/modules/owners/owners-service.js';
import { toBankAccountWire, toProgressWire, toStoreWire, toUploadWire } from './onboarding-mappers.js';
import * as onboarding from './onboarding-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const storesPerOwnerPerDay = { max: 10, windowMs: DAY_MS };
export const OWN_ACCOUNT_ONLY_MESSAGE = 'You can only do this for your own restaurant account.';
const STEP_ORDER: onboarding.OnboardingStep[] = ['add-menu', 'order-protocol', 'bank-account', 'success'];

/** The later of two steps: going Back and sending a step again never loses the steps after it. */
export const laterStep = (current: onboarding.OnboardingStep | undefined, next: onboarding.OnboardingStep) =>
  STEP_ORDER.indexOf(current ?? 'add-menu') > STEP_ORDER.indexOf(next) ? current! : next;

export interface OnboardingServiceDeps {
  db: Db;
  owners: OwnersService;
  attemptLimits: AttemptLimits;
  geocoder: Geocoder;
  secretBox: SecretBox;
}

export function createOnboardingService({
  db,
  owners,
  attemptLimits,
  geocoder,
  secretBox,
}: OnboardingServiceDeps) {
  function assertSameOwner(signedInOwnerId: number, ownerId: number) {
    if (signedInOwnerId !== ownerId) {
      throw new DomainError('forbidden', OWN_ACCOUNT_ONLY_MESSAGE);
    }
  }

  /** Fills what the page left out (city, state, ZIP, position) from the address; 400 when it cannot be found. */
  async function locate(info: RestaurantInfoJson) {
    if (info.address === '' && info.zip === '') {
      throw new DomainError('invalid_data', 'Please enter the restaurant address and ZIP code.');
    }
    const hasPosition = typeof info.latitude === 'number' && typeof info.longitude === 'number';
    const found = hasPosition && info.city && info.state && info.zip ? null : await geocoder.geocode(info);
    if (!hasPosition && !found) {
      throw new DomainError(
        'invalid_data',
        'We could not find this address; please check the street, city and ZIP.',
      );
    }
    return {
      address: info.address || found?.address || '',
      city: info.city || found?.city || '',
      state: info.state || found?.state || '',
      zip: info.zip || found?.zip || '',
      latitude: hasPosition ? info.latitude! : found!.latitude,
      longitude: hasPosition ? info.longitude! : found!.longitude,
    };
  }

  async function loadProgress(storeId: number) {
    const [progress, bank, uploads] = await Promise.all([
      onboarding.findProgress(db, storeId),
      onboarding.findBankAccount(db, storeId),
      onboarding.findStoreUploads(db, storeId),
    ]);
    return toProgressWire(storeId, progress, {
      bankAccount: bank ? toBankAccountWire(bank, secretBox) : null,
      uploads: uploads.map(toUploadWire),
    });
  }

  return {
    /**
     * saveRestaurantInfoJson: a new store, always inactive, with the flow's defaults (finish: takes online
     * orders through Orderlane, tax rate as confirmed; Lite: neither yet, tax 0) and the new-store order types
     * (pickup on, delivery, dine-in and walk-in off); its creator becomes OWNER.
     */
    async createStore(signedInOwnerId: number, info: RestaurantInfoJson, flow?: 'finish' | 'lite') {
      assertSameOwner(signedInOwnerId, info.ownerId);
      const chosenFlow = flow ?? (info.orderlane ? 'finish' : 'lite');
      const place = await locate(info);
      // Counted once the request is sound, so refused ones never use up the day's allowance.
      await enforceAttemptLimit(attemptLimits, `store-create:owner:${signedInOwnerId}`, storesPerOwnerPerDay);
      const store = await db.transaction(async (tx) => {
        const created = await onboarding.insertStore(tx, {
          ...place,
          name: info.name,
          phoneNumber: info.phoneNumber,
          ownerId: signedInOwnerId,
          active: false,
          ownDriver: false,
          receiveByFax: false,
          orderlane: chosenFlow === 'finish',
          orderlaneDrive: false,
          receiveTip: true,
          taxRate: chosenFlow === 'lite' ? 0 : info.taxRate,
          timeZone: info.timeZone,
        });
        await onboarding.insertOrderTypes(tx, created.id, NEW_STORE_ORDER_TYPES);
        await owners.addStoreMember({ storeId: created.id, ownerId: signedInOwnerId, role: 'OWNER' }, tx);
        await onboarding.insertProgress(tx, created.id);
        return created;
      });
      return toStoreWire(store);
    },

    /** saveSalesTracking: once per account; a SALE referral names the salesperson, else the flow's id. */
    async saveSalesTracking(
      signedInOwnerId: number,
      input: {
        ownerId: number;
        salesId?: number | undefined;
        referral: string;
        flow?: 'finish' | 'lite' | undefined;
      },
    ) {
      assertSameOwner(signedInOwnerId, input.ownerId);
      const existing = await onboarding.findSalesTracking(db, input.ownerId);
      if (existing) {
        return { id: existing.id, salesId: existing.salesId, ownerId: existing.ownerId };
      }
      const derived = input.referral || input.flow || input.salesId === undefined;
      const salesId = derived
        ? salesAttribution(decodeSalesReferral(input.referral || null), input.flow ?? 'finish').salesId
        : input.salesId!;
      const row = await onboarding.insertSalesTracking(db, { salesId, ownerId: input.ownerId });
      return { id: row.id, salesId: row.salesId, ownerId: row.ownerId };
    },

    async findStore(storeId: number) {
      const store = await onboarding.findStore(db, storeId);
      if (!store) {
        throw new DomainError('not_found', 'This store does not exist.');
      }
      return toStoreWire(store);
    },

    getProgress: loadProgress,

    /** The store a reload resumes: the one asked for, else the account's newest store in onboarding. */
    async resolveProgressStore(ownerId: number, storeId: number | undefined) {
      return storeId ?? (await onboarding.findLatestOnboardingStoreId(db, ownerId));
    },

    async listUploads(storeId: number) {
      return (await onboarding.findStoreUploads(db, storeId)).map(toUploadWire);
    },

    async findUpload(uploadId: number) {
      const upload = await onboarding.findUpload(db, uploadId);
      if (!upload) {
        throw new DomainError('not_found', 'This file does not exist.');
      }
      return upload;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
