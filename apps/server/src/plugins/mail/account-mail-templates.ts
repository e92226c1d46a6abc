import type { MailLocale } from './mailer.js';
import type { MailBrand, MailContent } from './mail-templates.js';

export interface AccountMailTemplateData {
  /** Sent at sign-up: the link confirms the address (single use, 48 hours). */
  verifyEmail: { firstName: string; verifyUrl: string };
  /** Sent to the new address of an e-mail change: it takes effect only through this link. */
  confirmEmailChange: { newEmail: string; confirmUrl: string };
  /** Sent to the old address when a change to another address is asked for. */
  emailChangeNotice: { oldEmail: string; newEmail: string; resetUrl: string };
}

export type AccountMailTemplate = keyof AccountMailTemplateData;

export type AccountMailRequest = {
  [T in AccountMailTemplate]: {
    to: string;
    template: T;
    locale: MailLocale;
    data: AccountMailTemplateData[T];
  };
}[AccountMailTemplate];

type Texts<T> = Record<MailLocale, (data: T, brand: MailBrand) => MailContent>;

const verifyEmail: Texts<AccountMailTemplateData['verifyEmail']> = {
  en: ({ firstName, verifyUrl }, { brandName, supportEmail }) => ({
    subject: `Confirm your e-mail address for ${brandName}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Please confirm that this is your e-mail address, so we can reach you about your ${brandName} orders.`,
      'Referral credit is added once your address is confirmed and your first order is paid. The link works once, within 48 hours.',
    ],
    action: { label: 'Confirm my e-mail address', url: verifyUrl },
    closing: `If you did not sign up, ignore this e-mail. Questions: ${supportEmail}`,
  }),
  'zh-CN': ({ firstName, verifyUrl }, { brandName, supportEmail }) => ({
    subject: `请确认您在 ${brandName} 的邮箱地址`,
    greeting: `${firstName}，您好！`,
    paragraphs: [
      `请确认这是您的邮箱地址，以便我们就您在 ${brandName} 的订单与您联系。`,
      '邮箱确认且首笔订单付款后，推荐奖励才会到账。该链接只能使用一次，48 小时内有效。',
    ],
    action: { label: '确认邮箱地址', url: verifyUrl },
    closing: `如果您没有注册，请忽略此邮件。如有疑问请联系：${supportEmail}`,
  }),
};

const confirmEmailChange: Texts<AccountMailTemplateData['confirmEmailChange']> = {
  en: ({ newEmail, confirmUrl }, { brandName, supportEmail }) => ({
    subject: `Confirm your new ${brandName} e-mail address`,
    greeting: 'Hello,',
    paragraphs: [
      `You asked to sign in to ${brandName} with ${newEmail} from now on.`,
      'The change takes effect when you open the link below, and your other sessions are then signed out. The link works once, within 48 hours.',
    ],
    action: { label: 'Confirm my new address', url: confirmUrl },
    closing: `If you did not ask for this, ignore this e-mail: nothing changes. Questions: ${supportEmail}`,
  }),
  'zh-CN': ({ newEmail, confirmUrl }, { brandName, supportEmail }) => ({
    subject: `请确认您在 ${brandName} 的新邮箱地址`,
    greeting: '您好，',
    paragraphs: [
      `您申请今后使用 ${newEmail} 登录 ${brandName}。`,
      '打开下面的链接后更改才会生效，您在其他设备上的登录也会随之退出。该链接只能使用一次，48 小时内有效。',
    ],
    action: { label: '确认新邮箱地址', url: confirmUrl },
    closing: `如果这不是您本人的操作，请忽略此邮件，账户不会有任何变化。如有疑问请联系：${supportEmail}`,
  }),
};

const emailChangeNotice: Texts<AccountMailTemplateData['emailChangeNotice']> = {
  en: ({ oldEmail, newEmail, resetUrl }, { brandName, supportEmail }) => ({
    subject: `Your ${brandName} e-mail address is about to change`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone signed in to the ${brandName} account ${oldEmail} asked to change its e-mail address to ${newEmail}.`,
      'The change takes effect only when the new address confirms it. If this was not you, reset your password now: that signs out every session and cancels the change.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    closing: `If it was you, there is nothing to do. Questions: ${supportEmail}`,
  }),
  'zh-CN': ({ oldEmail, newEmail, resetUrl }, { brandName, supportEmail }) => ({
    subject: `您在 ${brandName} 的邮箱地址即将更改`,
    greeting: '您好，',
    paragraphs: [
      `有人登录了 ${brandName} 账户 ${oldEmail}，并申请将邮箱地址改为 ${newEmail}。`,
      '只有新邮箱确认后更改才会生效。如果这不是您本人的操作，请立即重置密码：这会退出所有登录并取消此次更改。',
    ],
    action: { label: '重置密码', url: resetUrl },
    closing: `如果是您本人操作，无需任何处理。如有疑问请联系：${supportEmail}`,
  }),
};

export function accountMailContent(request: AccountMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'verifyEmail':
      return verifyEmail[request.locale](request.data, brand);
    case 'confirmEmailChange':
      return confirmEmailChange[request.locale](request.data, brand);
    case 'emailChangeNotice':
      return emailChangeNotice[request.locale](request.data, brand);
  }
}
