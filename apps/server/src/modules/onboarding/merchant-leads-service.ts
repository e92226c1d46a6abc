import {
  DomainError,
  decodeSalesReferral,
  encodeBase64Json,
  isEmailValid,
  splitMerchantName,
  validateLandingInquiry,
  validateMerchantLead,
  type MerchantLead,
} from '@orderlane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import { enforceAttemptLimit, type AttemptLimits } from '@/plugins/attempt-limits.js';
import type { MailLocale, Mailer } from '@/plugins/mail/mailer.js';
import * as onboarding from './onboarding-repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** Each lead mails an address the visitor typed: kept to a few per address and per recipient. */
export const leadAttemptRules = {
  leadsPerIp: { max: 10, windowMs: HOUR_MS },
  leadsPerEmail: { max: 3, windowMs: HOUR_MS },
};

export interface LeadInput {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  store: string;
  phone: string;
  zip: string;
  restaurantName: string;
  mobilePhone: string;
  address: string;
  referral: string;
  variant?: 'merchant' | 'lite' | undefined;
}

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
      const variant = input.variant ?? (input.restaurantName || input.address ? 'lite' : 'merchant');
      const email = input.email.trim().toLowerCase();
      const lead =
        variant === 'lite'
          ? {
              name: [input.firstName, input.lastName].filter(Boolean).join(' ') || input.name,
              store: input.restaurantName,
              phone: input.mobilePhone,
              email,
              zip: input.zip,
              address: input.address,
            }
          : {
              name: input.name,
              store: input.store,
              phone: input.phone,
              email,
              zip: input.zip,
              address: null,
            };
      const problem =
        variant === 'lite'
          ? validateLandingInquiry({
              restaurantName: lead.store,
              email,
              mobilePhone: lead.phone,
              address: input.address,
            })
          : validateMerchantLead({
              name: lead.name,
              store: lead.store,
              phone: lead.phone,
              email,
              zip: lead.zip,
            });
      if (problem) {
        throw new DomainError('invalid_data', problem);
      }
      if (!isEmailValid(email)) {
        throw new DomainError('invalid_data', 'Please provide a valid email.');
      }
      await enforceAttemptLimit(
        attemptLimits,
        attemptLimits.ipKey('merchant-lead', ip),
        leadAttemptRules.leadsPerIp,
      );
      await enforceAttemptLimit(
        attemptLimits,
        `merchant-lead:email:${email}`,
        leadAttemptRules.leadsPerEmail,
      );

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
      if (variant === 'merchant') {
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
          address: input.address,
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
