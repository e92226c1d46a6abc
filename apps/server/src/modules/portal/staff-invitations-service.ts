import { randomBytes } from 'node:crypto';
import { DomainError, toStoreLocalTime } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { normalizeOwnerEmail } from '@/modules/owners/owners-service.js';
import { tooManyAttempts, type AttemptLimits, type AttemptRule } from '@/plugins/attempt-limits.js';
import { hashToken } from '@/plugins/auth.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import * as invitations from './staff-invitations-repository.js';
import * as staff from './staff-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITATION_LINK_MS = 7 * DAY_MS;
/** The page the invitation mail links to; the token rides in the fragment, which no server or log sees. */
export const INVITATION_PAGE_PATH = '/portal/invitation';
export const INVITATION_INVALID_MESSAGE =
  'This invitation is no longer valid. Ask the store’s owner to invite you again.';

/** Invitations send mail to any address: each is counted per store, per inviter and per recipient. */
export const invitationRules = {
  perStore: { max: 20, windowMs: DAY_MS },
  perInviter: { max: 20, windowMs: DAY_MS },
  perRecipient: { max: 3, windowMs: DAY_MS },
} satisfies Record<string, AttemptRule>;

const LIMIT_MESSAGES = [
  `This store has sent ${invitationRules.perStore.max} invitations today.`,
  `You have sent ${invitationRules.perInviter.max} invitations today.`,
  `This address has had ${invitationRules.perRecipient.max} invitations today.`,
];

export interface StaffInvitationsDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  attemptLimits: AttemptLimits;
  publicUrl: string;
  clock?: () => Date;
}

type Role = 'OWNER' | 'STAFF';

/** Owners invite by e-mail; the invited person joins only by accepting the mailed link while signed in. */
export function createStaffInvitationsService({
  db,
  mailer,
  attemptLimits,
  publicUrl,
  clock = () => new Date(),
}: StaffInvitationsDeps) {
  return {
    async listPending(storeId: number, timeZone: string) {
      return (await invitations.findPendingInvitations(db, storeId, clock())).map((row) => ({
        invitationId: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        sentAt: toStoreLocalTime(row.createdAt, timeZone),
        expiresAt: toStoreLocalTime(row.expiresAt, timeZone),
      }));
    },

    async invite(
      store: { id: number; name: string },
      inviter: { ownerId: number; name: string },
      invitation: { email: string; role: Role; name?: string | undefined },
    ) {
      const email = normalizeOwnerEmail(invitation.email);
      const member = (await staff.findMembers(db, store.id)).find((row) => row.email === email);
      if (member) {
        throw new DomainError(
          'invalid_data',
          member.ownerId === inviter.ownerId
            ? 'You already hold this store.'
            : `${email} already works here.`,
        );
      }
      const verdicts = await attemptLimits.consumeEach([
        [`staff-invite:store:${store.id}`, invitationRules.perStore],
        [`staff-invite:inviter:${inviter.ownerId}`, invitationRules.perInviter],
        [`staff-invite:recipient:${email}`, invitationRules.perRecipient],
      ]);
      const refused = verdicts.findIndex((verdict) => !verdict.allowed);
      if (refused >= 0) {
        throw tooManyAttempts(verdicts[refused]!.retryAfterSeconds, LIMIT_MESSAGES[refused]);
      }
      const token = randomBytes(32).toString('base64url');
      const createdAt = clock();
      const name = invitation.name?.trim() ?? '';
      const invitationId = await invitations.replaceInvitation(db, {
        storeId: store.id,
        email,
        name,
        role: invitation.role,
        invitedByOwnerId: inviter.ownerId,
        tokenHash: hashToken(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + INVITATION_LINK_MS),
      });
      await mailer.enqueue({
        to: email,
        template: 'staffInvite',
        locale: 'en',
        data: {
          storeName: store.name,
          inviterName: inviter.name,
          role: invitation.role,
          url: `${publicUrl}${INVITATION_PAGE_PATH}#token=${token}`,
        },
      });
      return { invitationId, email, name, role: invitation.role, status: 'PENDING' as const };
    },

    async revoke(storeId: number, invitationId: number) {
      if (!(await invitations.revokeInvitation(db, storeId, invitationId, clock()))) {
        throw new DomainError('not_found', 'This invitation is not waiting for an answer.');
      }
    },

    /** What the invitation page shows; the link is the invitee's, so it names the store and the role. */
    async preview(token: string) {
      const row = await invitations.findPendingInvitationByTokenHash(db, hashToken(token), clock());
      if (!row) {
        throw new DomainError('not_found', INVITATION_INVALID_MESSAGE);
      }
      return {
        storeId: row.storeId,
        storeName: row.storeName,
        role: row.role,
        email: row.email,
        name: row.name,
        inviterName: row.inviterName ?? '',
      };
    },

    /** The signed-in account joins the store the invitation names; the link works once. */
    async accept(token: string, ownerId: number) {
      return db.transaction(async (tx) => {
        const spent = await invitations.spendInvitation(tx, hashToken(token), ownerId, clock());
        if (!spent) {
          throw new DomainError('not_found', INVITATION_INVALID_MESSAGE);
        }
        await invitations.joinStore(tx, { storeId: spent.storeId, ownerId, role: spent.role });
        return spent;
      });
    },
  };
}

export type StaffInvitationsService = ReturnType<typeof createStaffInvitationsService>;
