import {
  DomainError,
  FREE_TRIAL_MESSAGES,
  newContactRecord,
  validateFreeTrialForm,
  type ContactJson,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import type { Mailer } from '@/plugins/mail/mailer.js';
import { insertContact } from './contacts-repository.js';

// A restaurant asks once or twice; more from one address is a script filling the sales list.
const CONTACTS_PER_IP = { max: 5, windowMs: 60 * 60 * 1000 };

export interface ContactsServiceDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  supportEmail: string;
}

export function createContactsService({ db, attemptLimits, mailer, supportEmail }: ContactsServiceDeps) {
  return {
    /** Saves a free-trial request and tells the support team; answers the record's id. */
    async saveContact(record: ContactJson, { ip }: { ip: string }): Promise<number> {
      const refusal = validateFreeTrialForm({ ...record, hasAcceptedTerms: true });
      if (refusal) {
        throw new DomainError('invalid_data', FREE_TRIAL_MESSAGES[refusal]);
      }
      await enforceAttemptLimit(attemptLimits, attemptLimits.ipKey('save-contact', ip), CONTACTS_PER_IP);
      // The visitor may describe the business, but the sales fields (partnered, interested, call notes)
      // start from their defaults whatever the request says.
      const defaults = newContactRecord(record);
      const details: ContactJson = {
        ...record,
        partnered: defaults.partnered,
        interested: defaults.interested,
        typeOfAction: defaults.typeOfAction,
        lastTimeCall: defaults.lastTimeCall,
        lastTimeCallAgentName: defaults.lastTimeCallAgentName,
        notes: defaults.notes,
      };
      const contactId = await insertContact(db, {
        cellPhone: defaults.cellPhone,
        businessPhone: defaults.businessPhone,
        details,
      });
      mailer.enqueueLater(async () => ({
        to: supportEmail,
        template: 'newContact',
        locale: 'en',
        data: { cellPhone: defaults.cellPhone, businessPhone: defaults.businessPhone, contactId },
      }));
      return contactId;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
