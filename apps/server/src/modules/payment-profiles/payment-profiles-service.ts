import { DomainError, type CardEntry } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { CardFingerprinter } from '@/plugins/payments/card-fingerprint.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { toPaymentProfileWire } from './payment-profiles-mappers.js';
import * as profiles from './payment-profiles-repository.js';
import type { PaymentProfileRow } from './payment-profiles-repository.js';

export type { PaymentProfileRow };

export interface PaymentProfilesServiceDeps {
  db: Db;
  payments: PaymentGateway;
  fingerprintCard: CardFingerprinter;
}

export function createPaymentProfilesService({ db, payments, fingerprintCard }: PaymentProfilesServiceDeps) {
  /** The profile if it is this user's: 404 when unknown, 403 when it is someone else's. */
  async function findOwnedProfile(userId: number, profileId: number): Promise<PaymentProfileRow> {
    const profile = await profiles.findProfileById(db, profileId);
    if (!profile) {
      throw new DomainError('not_found', `Payment profile ${profileId} was not found.`);
    }
    if (profile.userId !== userId) {
      throw new DomainError('forbidden', 'This payment profile belongs to another account.');
    }
    return profile;
  }

  return {
    findOwnedProfile,
    fingerprintCard,

    async listProfiles(userId: number) {
      return (await profiles.findProfilesByUser(db, userId)).map(toPaymentProfileWire);
    },

    async setDefaultProfile(userId: number, profileId: number) {
      await findOwnedProfile(userId, profileId);
      await profiles.makeDefaultProfile(db, userId, profileId);
    },

    async deleteProfile(userId: number, profileId: number) {
      const profile = await findOwnedProfile(userId, profileId);
      await payments.deletePaymentProfile(profile);
      await db.transaction(async (tx) => {
        await profiles.deleteProfile(tx, userId, profileId);
        await profiles.promoteNewestProfile(tx, userId);
      });
    },

    /**
     * Saves a card the diner asked to keep; the same card saved twice gives back the first profile. "The same"
     * is decided by the card's fingerprint: two cards of one brand can share their last four digits.
     */
    async saveCard({ userId, email, card }: { userId: number; email: string | null; card: CardEntry }) {
      const existing = await profiles.findProfilesByUser(db, userId);
      const cardFingerprint = fingerprintCard(card);
      const same = existing.find((profile) => profile.cardFingerprint === cardFingerprint);
      if (same) {
        return same;
      }
      const saved = await payments.createPaymentProfile({
        customer: { userId, email },
        card,
        customerProfileId: existing[0]?.customerProfileId ?? null,
      });
      return profiles.insertProfile(db, { userId, ...saved, cardFingerprint });
    },

    /** The fingerprints of every card the diner saved. */
    async findCardFingerprints(userId: number): Promise<string[]> {
      const rows = await profiles.findProfilesByUser(db, userId);
      return rows.flatMap((row) => (row.cardFingerprint ? [row.cardFingerprint] : []));
    },
  };
}

export type PaymentProfilesService = ReturnType<typeof createPaymentProfilesService>;
