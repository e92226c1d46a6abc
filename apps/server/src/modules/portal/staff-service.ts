import { DomainError, toStoreLocalTime } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as staff from './staff-repository.js';

export interface StaffDeps {
  db: Db;
}

const toMemberWire = (member: staff.MemberRow, timeZone: string) => ({
  ownerId: member.ownerId,
  name: member.name,
  email: member.email,
  role: member.role,
  since: toStoreLocalTime(member.since, timeZone),
});

/** Who works at a store (invitations are staff-invitations-service.ts's): owners list and remove members. */
export function createStaffService({ db }: StaffDeps) {
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
