import { randomBytes } from 'node:crypto';
import { DomainError, toStoreLocalTime } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { OWNER_RESET_PAGE_PATH } from '@/modules/owners/owner-password-service.js';
import { normalizeOwnerEmail } from '@/modules/owners/owners-service.js';
import { hashToken } from '@/plugins/auth.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import * as staff from './staff-repository.js';

const SET_PASSWORD_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export interface StaffDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  clock?: () => Date;
}

const toMemberWire = (member: staff.MemberRow, timeZone: string) => ({
  ownerId: member.ownerId,
  name: member.name,
  email: member.email,
  role: member.role,
  since: toStoreLocalTime(member.since, timeZone),
});

/** Who works at a store: owners invite accounts by e-mail as OWNER or STAFF, and remove them. */
export function createStaffService({ db, mailer, publicUrl, clock = () => new Date() }: StaffDeps) {
  async function setPasswordUrl(ownerId: number, email: string) {
    const token = randomBytes(32).toString('base64url');
    const createdAt = clock();
    await staff.insertSetPasswordToken(db, {
      ownerId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SET_PASSWORD_LINK_MS),
    });
    return `${publicUrl}${OWNER_RESET_PAGE_PATH}?email=${encodeURIComponent(email)}&token=${token}`;
  }

  return {
    async listMembers(storeId: number, timeZone: string) {
      return (await staff.findMembers(db, storeId)).map((member) => toMemberWire(member, timeZone));
    },

    /** Owner e-mails of a store, for the escalation mails. */
    async ownerEmails(storeId: number) {
      return (await staff.findMembers(db, storeId))
        .filter((member) => member.role === 'OWNER')
        .map(({ email, language }) => ({ email, language }));
    },

    async invite(
      store: { id: number; name: string; timeZone: string },
      inviter: { ownerId: number; name: string },
      invitation: { email: string; role: 'OWNER' | 'STAFF'; name?: string | undefined },
    ) {
      const email = normalizeOwnerEmail(invitation.email);
      let account = await staff.findOwnerAccountByEmail(db, email);
      const isNewAccount = !account;
      if (!account) {
        const name = invitation.name?.trim() || email.split('@')[0] || email;
        await staff.insertInvitedAccount(db, { name, email });
        account = await staff.findOwnerAccountByEmail(db, email);
      }
      if (!account) {
        throw new Error(`The invited account ${email} could not be created`);
      }
      if (account.id === inviter.ownerId) {
        throw new DomainError('invalid_data', 'You already hold this store.');
      }
      await staff.upsertMember(db, { storeId: store.id, ownerId: account.id, role: invitation.role });
      await mailer.enqueue({
        to: email,
        template: 'staffInvite',
        locale: 'en',
        data: {
          storeName: store.name,
          inviterName: inviter.name,
          role: invitation.role,
          url: isNewAccount ? await setPasswordUrl(account.id, email) : `${publicUrl}/portal`,
          isNewAccount,
        },
      });
      const member = (await staff.findMembers(db, store.id)).find((row) => row.ownerId === account.id);
      return { ...toMemberWire(member!, store.timeZone), isNewAccount };
    },

    async remove(storeId: number, ownerId: number) {
      const members = await staff.findMembers(db, storeId);
      const member = members.find((row) => row.ownerId === ownerId);
      if (!member) {
        throw new DomainError('not_found', 'This account is not a member of the store.');
      }
      if (member.role === 'OWNER' && (await staff.countOwners(db, storeId)) <= 1) {
        throw new DomainError(
          'conflict',
          'A store keeps at least one owner. Make someone else an owner first.',
        );
      }
      await staff.deleteMember(db, storeId, ownerId);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
