import type { MailLocale } from './mailer.js';
import type { MailBrand, MailContent } from './mail-templates.js';

export interface PayoutMailTemplateData {
  /** To every owner of a store: its payout account changed (last 4 digits only) and payouts wait until the date. */
  bankAccountChanged: {
    storeName: string;
    changedBy: string;
    accountLast4: string;
    holdUntil: string;
    portalUrl: string;
  };
}

export type PayoutMailRequest = {
  [T in keyof PayoutMailTemplateData]: {
    to: string;
    template: T;
    locale: MailLocale;
    data: PayoutMailTemplateData[T];
  };
}[keyof PayoutMailTemplateData];

type Texts<T> = Record<MailLocale, (data: T, brand: MailBrand) => MailContent>;

const bankAccountChanged: Texts<PayoutMailTemplateData['bankAccountChanged']> = {
  en: (data, { brandName, supportEmail }) => ({
    subject: `The payout bank account of ${data.storeName} was changed`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.changedBy} changed the bank account that ${brandName} pays ${data.storeName} into. Payouts now go to the account ending in ${data.accountLast4}.`,
      `To protect the store, no payout is sent before ${data.holdUntil}.`,
    ],
    action: { label: 'Review the bank details', url: data.portalUrl },
    closing: `If you did not expect this change, reset your password and write to ${supportEmail} at once: we will stop the payout.`,
  }),
  'zh-CN': (data, { brandName, supportEmail }) => ({
    subject: `${data.storeName} 的收款银行账户已更改`,
    greeting: '您好，',
    paragraphs: [
      `${data.changedBy} 更改了 ${brandName} 向 ${data.storeName} 付款的银行账户。今后款项将付至尾号 ${data.accountLast4} 的账户。`,
      `为保护店铺，${data.holdUntil} 之前不会发放任何款项。`,
    ],
    action: { label: '查看银行信息', url: data.portalUrl },
    closing: `如果这不是您预期的更改，请立即重置密码并写信至 ${supportEmail}，我们会暂停付款。`,
  }),
};

export function payoutMailContent(request: PayoutMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'bankAccountChanged':
      return bankAccountChanged[request.locale](request.data, brand);
  }
}
