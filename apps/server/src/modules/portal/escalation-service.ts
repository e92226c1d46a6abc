import { formatOrderNumber } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import { claimEscalation, findWaitingOrders } from './escalation-repository.js';
import { DEFAULT_SETTINGS } from './store-settings-repository.js';
import type { StorePauseService } from './store-pause-service.js';
import type { StoreSettingsService } from './store-settings-service.js';

const MINUTE_MS = 60_000;

export interface EscalationDeps {
  db: Db;
  clock: () => Date;
  settings: Pick<StoreSettingsService, 'findAllSettings'>;
  pauses: Pick<StorePauseService, 'pause'>;
  ownerEmails: (storeId: number) => Promise<{ email: string; language: string }[]>;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
}

/**
 * Orders nobody accepts: after the store's first limit (3 minutes unless set) its owners are e-mailed, after the
 * second (8) its online ordering pauses itself. Each step happens once per order, whichever process gets there.
 */
export function createEscalationService(deps: EscalationDeps) {
  const { db, clock } = deps;

  async function emailOwners(order: { id: number; storeId: number; storeName: string }, minutes: number) {
    const recipients = await deps.ownerEmails(order.storeId);
    for (const owner of recipients) {
      await deps.mailer.enqueue({
        to: owner.email,
        template: 'orderWaiting',
        locale: owner.language.toUpperCase() === 'CN' ? 'zh-CN' : 'en',
        data: {
          storeName: order.storeName,
          orderNumber: formatOrderNumber(order.id),
          minutes,
          boardUrl: `${deps.publicUrl}/portal`,
        },
      });
    }
  }

  return {
    /** One pass over the waiting orders; answers the steps it took. */
    async sweep() {
      const now = clock();
      const limits = new Map((await deps.settings.findAllSettings()).map((row) => [row.storeId, row]));
      const shortest = Math.min(
        DEFAULT_SETTINGS.escalateAfterMinutes,
        ...[...limits.values()].map((row) => row.escalateAfterMinutes),
      );
      const waiting = await findWaitingOrders(db, new Date(now.getTime() - shortest * MINUTE_MS));
      const steps: { orderId: number; kind: 'OWNER_EMAIL' | 'STORE_PAUSE' }[] = [];
      for (const order of waiting) {
        const limit = limits.get(order.storeId) ?? DEFAULT_SETTINGS;
        const waitedMinutes = (now.getTime() - (order.placedAt ?? now).getTime()) / MINUTE_MS;
        if (waitedMinutes >= limit.escalateAfterMinutes && !order.taken.has('OWNER_EMAIL')) {
          if (await claimEscalation(db, order.id, 'OWNER_EMAIL', now)) {
            await emailOwners(order, limit.escalateAfterMinutes);
            steps.push({ orderId: order.id, kind: 'OWNER_EMAIL' });
          }
        }
        if (waitedMinutes >= limit.pauseAfterMinutes && !order.taken.has('STORE_PAUSE')) {
          if (await claimEscalation(db, order.id, 'STORE_PAUSE', now)) {
            await deps.pauses.pause(order.storeId, 'ALL', { ownerId: null, source: 'ESCALATION' });
            steps.push({ orderId: order.id, kind: 'STORE_PAUSE' });
          }
        }
      }
      return steps;
    },
  };
}

export type EscalationService = ReturnType<typeof createEscalationService>;
