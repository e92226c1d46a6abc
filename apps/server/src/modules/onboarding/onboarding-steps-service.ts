import {
  DomainError,
  isEmailValid,
  isPhoneValid,
  ONBOARDING_MESSAGES,
  toPhoneDigits,
  validateAddMenu,
  validateOrderProtocol,
  type OrderProtocol,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import type { FileStorage } from '@/plugins/storage/file-storage.js';
import type { ReceivedUpload } from '@/plugins/storage/upload-receiver.js';
import type { OwnersService } from '@/modules/owners/owners-service.js';
import * as onboarding from './onboarding-repository.js';
import {
  MAX_STORE_MENU_FILES,
  STORE_MENU_FILES_MESSAGE,
  countAddMenuSends,
  removeStoredFiles,
  replaceMenuFiles,
} from './menu-files.js';
import { laterStep, type OnboardingService } from './onboarding-service.js';

export interface OwnerInfoInput {
  email: string;
  firstName: string;
  lastName: string;
  body: string;
  /** Each undefined when not sent: spec 001's own call sends only the files and the HTML summary. */
  website?: string | undefined;
  storeHours?: string | undefined;
  businessType?: string | undefined;
  locations?: string | undefined;
  keepUploadIds: string;
}

export interface OnboardingStepsDeps {
  db: Db;
  owners: OwnersService;
  onboardingService: OnboardingService;
  mailer: Mailer;
  attemptLimits: AttemptLimits;
  fileStorage: FileStorage;
  warn: (details: object, message: string) => void;
  publicUrl: string;
  supportEmail: string;
}

const invalid = (message: string) => new DomainError('invalid_data', message);
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2000);

export function createOnboardingStepsService({
  db,
  owners,
  onboardingService,
  mailer,
  attemptLimits,
  fileStorage,
  warn,
  publicUrl,
  supportEmail,
}: OnboardingStepsDeps) {
  return {
    /** add-menu (1/3): the menu's website or files, hours, business type and locations; the team is told. */
    async saveOwnerInfo(ownerId: number, storeId: number, sent: OwnerInfoInput, uploads: ReceivedUpload[]) {
      const isSummaryOnly = [sent.website, sent.storeHours, sent.businessType, sent.locations].every(
        (value) => value === undefined,
      );
      const input = {
        ...sent,
        website: sent.website ?? '',
        storeHours: sent.storeHours ?? '',
        businessType: sent.businessType ?? '',
        locations: sent.locations ?? '',
      };
      const keptIds = input.keepUploadIds
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0);
      const assertStepValid = (fileCount: number) => {
        // The summary-only call carries the website, hours and the rest in its text: files or that text suffice.
        if (isSummaryOnly) {
          if (fileCount === 0 && !stripTags(input.body)) {
            throw invalid(ONBOARDING_MESSAGES.menuSource);
          }
          return;
        }
        const problem = validateAddMenu({
          website: input.website,
          fileCount,
          storeHours: input.storeHours,
          businessType: input.businessType,
          locations: input.locations,
        });
        if (problem) {
          throw invalid(problem);
        }
        if (input.website && !/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(input.website)) {
          throw invalid(
            'Please enter the menu website as a web address, for example https://example.com/menu.',
          );
        }
      };
      // Checked with the store's files it really keeps first, so a refused step counts no send; again under the lock.
      const keptNow = (await onboarding.findMenuUploads(db, storeId)).filter((row) =>
        keptIds.includes(row.id),
      );
      assertStepValid(uploads.length + keptNow.length);
      if (uploads.length + keptNow.length > MAX_STORE_MENU_FILES) {
        throw invalid(STORE_MENU_FILES_MESSAGE);
      }
      await countAddMenuSends(attemptLimits, { ownerId, storeId });
      const progress = await onboarding.findProgress(db, storeId);
      const { earlier, inserted, removed } = await db.transaction(async (tx) => {
        const files = await replaceMenuFiles(tx, { storeId, ownerId, keptIds, uploads }, assertStepValid);
        await onboarding.saveProgress(tx, storeId, {
          step: laterStep(progress?.step, 'order-protocol'),
          menuInfo: {
            website: input.website,
            storeHours: input.storeHours,
            businessType: input.businessType,
            locations: input.locations,
            uploadIds: [...files.earlier.map((row) => row.id), ...files.inserted.map((row) => row.id)],
          },
        });
        return files;
      });
      // Files the owner replaced go with their rows: a store holds only the menu files it lists.
      await removeStoredFiles(fileStorage, removed, warn);

      const [owner, store] = await Promise.all([
        owners.findOwner(ownerId),
        onboardingService.findStore(storeId),
      ]);
      mailer.enqueueLater(async () => ({
        to: supportEmail,
        template: 'ownerInfoSummary',
        locale: 'en',
        data: {
          storeId,
          restaurantName: store.name,
          ownerName: owner?.name || [input.firstName, input.lastName].filter(Boolean).join(' '),
          ownerEmail: owner?.email || input.email,
          website: input.website,
          storeHours: input.storeHours,
          businessType: input.businessType,
          locations: input.locations,
          files: [...earlier, ...inserted].map((row) => ({
            id: row.id,
            name: row.originalName,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes,
          })),
          notes: stripTags(input.body),
          portalUrl: `${publicUrl}/portal`,
        },
      }));
      return onboardingService.getProgress(storeId);
    },

    /** order-protocol (2/3): exactly one way to receive orders, its address, and the store phone. */
    async saveOrderProtocol(
      storeId: number,
      input: { protocol: OrderProtocol; email: string; faxNumber: string; storePhone: string },
    ) {
      const problem = validateOrderProtocol(input);
      if (problem) {
        throw invalid(problem);
      }
      if (!isPhoneValid(input.storePhone)) {
        throw invalid('Please enter the store phone as a US phone number.');
      }
      const byEmail = input.protocol === 'Email + Phone Confirmation';
      const byFax = input.protocol === 'Fax + Phone Confirmation';
      if (byEmail && !isEmailValid(input.email)) {
        throw invalid('Please provide a valid email.');
      }
      if (byFax && !isPhoneValid(input.faxNumber)) {
        throw invalid('Please enter the fax number as a US phone number.');
      }
      const progress = await onboarding.findProgress(db, storeId);
      await db.transaction(async (tx) => {
        await onboarding.saveProgress(tx, storeId, {
          step: laterStep(progress?.step, 'bank-account'),
          orderProtocol: {
            protocol: input.protocol,
            email: byEmail ? input.email.trim().toLowerCase() : '',
            faxNumber: byFax ? toPhoneDigits(input.faxNumber) : '',
            storePhone: toPhoneDigits(input.storePhone),
          },
        });
        await onboarding.updateStoreReceiveByFax(tx, storeId, byFax);
      });
      return onboardingService.getProgress(storeId);
    },
  };
}

export type OnboardingStepsService = ReturnType<typeof createOnboardingStepsService>;
