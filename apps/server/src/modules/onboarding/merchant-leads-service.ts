import {
  decodeSalesReferral,
  encodeBase64Json,
  splitMerchantName,
  type MerchantLead,
} from '@orderlane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import { resolveLead, type LeadInput } from './lead-input.js';
import * as onboarding from './onboarding-repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** Each lead mails an address the visitor typed: kept to a few per address and per recipient. */
export const leadAttemptRules = {
  leadsPerIp: { max: 10, windowMs: HOUR_MS },
  leadsPerEmail: { max: 3, windowMs: HOUR_MS },
};

export interface MerchantLeadsDeps {
  db: Db;
  attemptLimits: AttemptLimits;
  mailer: Mailer;
  publicUrl: string;
  supportEmail: string;
  log: FastifyBaseLogger;
}

export function createMerchantLeadsService({
  db,
  attemptLimits,
  mailer,
  publicUrl,
  supportEmail,
  log,
}: MerchantLeadsDeps) {
  /** Queues a mail after the answer; a failure is logged and never reaches the visitor or loses the lead. */
  const mailLater = (compose: Parameters<Mailer['enqueueLater']>[0]) => {
    try {
      mailer.enqueueLater(compose);
    } catch (error) {
      log.error({ err: error }, 'could not queue a merchant lead mail');
    }
  };

  return {
    /** /merchant, /phone_home and the Lite landing: store the lead, welcome the applicant, tell the team. */
    async register(input: LeadInput, { ip, locale }: { ip: string; locale: MailLocale }) {
      const { variant, lead, isTeamCopy, notes } = resolveLead(input, supportEmail);
      const { email } = lead;
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('merchant-lead', ip),
        leadAttemptRules.leadsPerIp,
      );
      // Spec 001's second call, addressed to the team: the first call already stored the lead and told the team.
      if (isTeamCopy) {
        return { leadId: null, variant, initData: null };
      }
      if (email) {
        await enforceAttemptLimit(
          attemptLimits,
          `merchant-lead:email:${email}`,
          leadAttemptRules.leadsPerEmail,
        );
      }
      const referral = decodeSalesReferral(input.referral || null);
      const leadId = await onboarding.insertMerchantLead(db, {
        ...lead,
        source: variant,
        referral: referral ? { ...referral } : null,
      });

      const formLead: MerchantLead = {
        name: lead.name,
        store: lead.store,
        phone: lead.phone,
        email,
        zip: lead.zip,
      };
      const query = new URLSearchParams({ initData: encodeBase64Json(formLead) });
      if (input.referral && referral) {
        query.set('referral', input.referral);
      }
      const firstName = input.firstName || splitMerchantName(lead.name).firstName;
      if (variant === 'merchant' && email) {
        mailLater(async () => ({
          to: email,
          template: 'merchantWelcome',
          locale,
          data: {
            firstName,
            restaurantName: lead.store,
            continueUrl: `${publicUrl}/merchantFinish?${query}`,
          },
        }));
      }
      mailLater(async () => ({
        to: supportEmail,
        template: 'merchantJoined',
        locale: 'en',
        data: {
          name: lead.name,
          restaurantName: lead.store,
          phone: lead.phone,
          email,
          zip: lead.zip,
          address: lead.address ?? '',
          notes,
          source: variant,
          salesName: referral?.role === 'SALE' ? (referral.name ?? '') : '',
          portalUrl: `${publicUrl}/portal`,
        },
      }));
      return { leadId, variant, initData: query.get('initData')! };
    },
  };
}

export type MerchantLeadsService = ReturnType<typeof createMerchantLeadsService>;
