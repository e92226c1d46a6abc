import type { Executor } from '@/db/client.js';
import type { AccountMailTemplateData } from './account-mail-templates.js';
import type { MerchantMailTemplateData } from './merchant-mail-templates.js';
import type { OrderMailTemplateData } from './order-mail-templates.js';
import type { PayoutMailTemplateData } from './payout-mail-templates.js';
import type { PortalMailTemplateData } from './portal-mail-templates.js';

export type MailLocale = 'en' | 'zh-CN';

export interface MailTemplateData
  extends
    MerchantMailTemplateData,
    PortalMailTemplateData,
    AccountMailTemplateData,
    PayoutMailTemplateData,
    OrderMailTemplateData {
  passwordReset: { email: string; resetUrl: string };
  welcome: { firstName: string; storesUrl: string };
  newContact: { cellPhone: string; businessPhone: string; contactId: number };
}

export type MailTemplate = keyof MailTemplateData;

export type MailRequest = {
  [T in MailTemplate]: { to: string; template: T; locale: MailLocale; data: MailTemplateData[T] };
}[MailTemplate];

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingMail extends RenderedMail {
  id: number;
  to: string;
}

/** Hands one mail to the outside world (the outbox folder or an SMTP server); throws when it cannot. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface Mailer {
  /** Renders the mail and queues it in the database; the worker delivers it. */
  enqueue(mail: MailRequest, executor?: Executor): Promise<void>;
  /**
   * Runs `compose` after the caller has answered, then queues what it returns. Failures are logged, never
   * thrown, so the user's action cannot fail or slow down because of mail (nor reveal whether it sent one).
   */
  enqueueLater(compose: () => Promise<MailRequest | null>): void;
  /** Waits for pending compositions and delivers every due mail (tests). */
  flush(): Promise<void>;
}
