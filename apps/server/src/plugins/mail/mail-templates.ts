import type { MailLocale, MailRequest, MailTemplateData, RenderedMail } from './mailer.js';
import { accountMailContent } from './account-mail-templates.js';
import { merchantMailContent } from './merchant-mail-templates.js';
import { orderMailContent } from './order-mail-templates.js';
import { payoutMailContent } from './payout-mail-templates.js';
import { portalMailContent } from './portal-mail-templates.js';

export interface MailBrand {
  brandName: string;
  supportEmail: string;
}

/** What every mail says: a greeting, a few paragraphs, one button with its link, a closing line. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
}

type TemplateText<T> = (data: T, brand: MailBrand) => MailContent;

const passwordReset: Record<MailLocale, TemplateText<MailTemplateData['passwordReset']>> = {
  en: ({ email, resetUrl }, { brandName, supportEmail }) => ({
    subject: `Reset your ${brandName} password`,
    greeting: 'Hello,',
    paragraphs: [
      `We received a request to reset the password of the ${brandName} account ${email}.`,
      'The link below lets you choose a new password. It works once, within 30 minutes.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    closing: `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions: ${supportEmail}`,
  }),
  'zh-CN': ({ email, resetUrl }, { brandName, supportEmail }) => ({
    subject: `重置您的 ${brandName} 密码`,
    greeting: '您好，',
    paragraphs: [
      `我们收到了重置 ${brandName} 账户 ${email} 密码的请求。`,
      '请通过下面的链接设置新密码。该链接只能使用一次，30 分钟内有效。',
    ],
    action: { label: '重置密码', url: resetUrl },
    closing: `如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。如有疑问请联系：${supportEmail}`,
  }),
};

const welcome: Record<MailLocale, TemplateText<MailTemplateData['welcome']>> = {
  en: ({ firstName, storesUrl }, { brandName, supportEmail }) => ({
    subject: `Welcome to ${brandName}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Thanks for signing up with ${brandName}.`,
      'Browse local restaurants and order for pickup or delivery; you earn credit on every order.',
    ],
    action: { label: 'Find a restaurant', url: storesUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': ({ firstName, storesUrl }, { brandName, supportEmail }) => ({
    subject: `欢迎加入 ${brandName}`,
    greeting: `${firstName}，您好！`,
    paragraphs: [`感谢您注册 ${brandName}。`, '浏览附近的餐厅，下单自取或外送；每笔订单都能获得积分。'],
    action: { label: '查找餐厅', url: storesUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

const telUrl = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

// Sent to the support team, who read English; the zh-CN text exists because every template has both.
const newContact: Record<MailLocale, TemplateText<MailTemplateData['newContact']>> = {
  en: ({ cellPhone, businessPhone, contactId }, { brandName }) => ({
    subject: `New free-trial request #${contactId}: ${cellPhone}`,
    greeting: 'Hello team,',
    paragraphs: [
      `A restaurant asked for the ${brandName} free trial on the Free Use form.`,
      `Cell phone: ${cellPhone}`,
      `Business phone: ${businessPhone}`,
      'Please call them back within 1-3 business days.',
    ],
    action: { label: `Call ${cellPhone}`, url: telUrl(cellPhone) },
    closing: `Contact record #${contactId} is saved with the status "not partnered".`,
  }),
  'zh-CN': ({ cellPhone, businessPhone, contactId }, { brandName }) => ({
    subject: `新的免费试用申请 #${contactId}：${cellPhone}`,
    greeting: '团队好，',
    paragraphs: [
      `有餐厅通过“免费试用”表单申请了 ${brandName} 免费试用。`,
      `手机：${cellPhone}`,
      `商家电话：${businessPhone}`,
      '请在 1-3 个工作日内回电。',
    ],
    action: { label: `致电 ${cellPhone}`, url: telUrl(cellPhone) },
    closing: `联系记录 #${contactId} 已保存，状态为“未合作”。`,
  }),
};

function contentOf(request: MailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'passwordReset':
      return passwordReset[request.locale](request.data, brand);
    case 'welcome':
      return welcome[request.locale](request.data, brand);
    case 'newContact':
      return newContact[request.locale](request.data, brand);
    case 'ownerPasswordReset':
    case 'merchantWelcome':
    case 'merchantJoined':
    case 'ownerInfoSummary':
      return merchantMailContent(request, brand);
    case 'orderAccepted':
    case 'orderRejected':
    case 'orderRefunded':
    case 'orderWaiting':
    case 'kitchenTicket':
    case 'staffInvite':
      return portalMailContent(request, brand);
    case 'verifyEmail':
    case 'confirmEmailChange':
    case 'emailChangeNotice':
      return accountMailContent(request, brand);
    case 'bankAccountChanged':
      return payoutMailContent(request, brand);
    case 'orderReceipt':
    case 'orderCancelledUnanswered':
      return orderMailContent(request, brand);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function toHtml(content: MailContent, locale: MailLocale, brandName: string): string {
  const paragraphs = content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const url = escapeHtml(content.action.url);
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #222; max-width: 560px; margin: 0 auto; padding: 24px;">
<h2 style="color: #d9480f;">${escapeHtml(brandName)}</h2>
<p>${escapeHtml(content.greeting)}</p>
${paragraphs}
<p><a href="${url}" style="display: inline-block; background: #d9480f; color: #fff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(content.action.label)}</a></p>
<p style="font-size: 13px; color: #555;">${url}</p>
<p style="font-size: 13px; color: #555;">${escapeHtml(content.closing)}</p>
</body>
</html>
`;
}

function toText(content: MailContent): string {
  return [
    content.greeting,
    '',
    ...content.paragraphs,
    '',
    `${content.action.label}: ${content.action.url}`,
    '',
    content.closing,
    '',
  ].join('\n');
}

export function renderMail(request: MailRequest, brand: MailBrand): RenderedMail {
  const content = contentOf(request, brand);
  return {
    subject: content.subject,
    html: toHtml(content, request.locale, brand.brandName),
    text: toText(content),
  };
}
