import type { MailLocale } from './mailer.js';
import type { MailBrand, MailContent } from './mail-templates.js';

export interface MerchantMailTemplateData {
  ownerPasswordReset: { email: string; resetUrl: string };
  /** To the applicant of /merchant or /phone_home. */
  merchantWelcome: { firstName: string; restaurantName: string; continueUrl: string };
  /** To the team: a new lead from either landing form. */
  merchantJoined: {
    name: string;
    restaurantName: string;
    phone: string;
    email: string;
    zip: string;
    address: string;
    /** The text of the applicant's own summary, when the call sent one. */
    notes?: string;
    source: 'merchant' | 'lite';
    salesName: string;
    portalUrl: string;
  };
  /** To the team: what an owner sent on the first Lite onboarding step. */
  ownerInfoSummary: {
    storeId: number;
    restaurantName: string;
    ownerName: string;
    ownerEmail: string;
    website: string;
    storeHours: string;
    businessType: string;
    locations: string;
    files: { id: number; name: string; contentType: string; sizeBytes: number }[];
    notes: string;
    portalUrl: string;
  };
}

export type MerchantMailTemplate = keyof MerchantMailTemplateData;

export type MerchantMailRequest = {
  [T in MerchantMailTemplate]: {
    to: string;
    template: T;
    locale: MailLocale;
    data: MerchantMailTemplateData[T];
  };
}[MerchantMailTemplate];

type Texts<T> = Record<MailLocale, (data: T, brand: MailBrand) => MailContent>;

const ownerPasswordReset: Texts<MerchantMailTemplateData['ownerPasswordReset']> = {
  en: ({ email, resetUrl }, { brandName, supportEmail }) => ({
    subject: `Reset your ${brandName} restaurant account password`,
    greeting: 'Hello,',
    paragraphs: [
      `We received a request to reset the password of the ${brandName} restaurant account ${email}.`,
      'The link below lets you choose a new password. It works once, within 30 minutes.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    closing: `If you did not ask for this, ignore this e-mail: your password stays as it is. Questions: ${supportEmail}`,
  }),
  'zh-CN': ({ email, resetUrl }, { brandName, supportEmail }) => ({
    subject: `重置您的 ${brandName} 商家账户密码`,
    greeting: '您好，',
    paragraphs: [
      `我们收到了重置 ${brandName} 商家账户 ${email} 密码的请求。`,
      '请通过下面的链接设置新密码。该链接只能使用一次，30 分钟内有效。',
    ],
    action: { label: '重置密码', url: resetUrl },
    closing: `如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。如有疑问请联系：${supportEmail}`,
  }),
};

const merchantWelcome: Texts<MerchantMailTemplateData['merchantWelcome']> = {
  en: ({ firstName, restaurantName, continueUrl }, { brandName, supportEmail }) => ({
    subject: restaurantName ? `Welcome to ${brandName}, ${restaurantName}` : `Welcome to ${brandName}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Thank you for your interest in ${brandName}. We received the registration of ${restaurantName || 'your restaurant'}.`,
      'Our team will contact you within 1-3 business days. You can create your restaurant account now with the link below.',
    ],
    action: { label: 'Create my restaurant account', url: continueUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': ({ firstName, restaurantName, continueUrl }, { brandName, supportEmail }) => ({
    subject: restaurantName ? `欢迎加入 ${brandName}，${restaurantName}` : `欢迎加入 ${brandName}`,
    greeting: `${firstName}，您好！`,
    paragraphs: [
      `感谢您对 ${brandName} 的关注，我们已收到 ${restaurantName || '您的餐厅'} 的注册信息。`,
      '我们的工作人员将在 1-3 个工作日内与您联系。您现在就可以通过下面的链接创建商家账户。',
    ],
    action: { label: '创建商家账户', url: continueUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

// Mails to the team are always in English.
function merchantJoined(
  data: MerchantMailTemplateData['merchantJoined'],
  { brandName }: MailBrand,
): MailContent {
  const where = data.source === 'lite' ? 'the Lite landing' : 'the merchant landing';
  return {
    subject: `New merchant joined: ${data.restaurantName || data.name || data.email}`,
    greeting: 'Hello team,',
    paragraphs: [
      `A restaurant registered on ${where} of ${brandName}.`,
      `Restaurant: ${data.restaurantName || '(not given)'}`,
      `Contact: ${data.name || '(not given)'}, ${data.phone}, ${data.email}`,
      data.source === 'lite' ? `Address: ${data.address}` : `ZIP: ${data.zip}`,
      `Salesperson: ${data.salesName || '(none)'}`,
      ...(data.notes ? [`Their summary: ${data.notes}`] : []),
    ],
    action: { label: 'Open the portal', url: data.portalUrl },
    closing: 'Please contact them within 1-3 business days.',
  };
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function ownerInfoSummary(data: MerchantMailTemplateData['ownerInfoSummary']): MailContent {
  // Spec 001's own call sends these only inside its summary.
  const unsent = '(not sent; see the summary)';
  const files = data.files.map(
    (file) =>
      `File #${file.id}: ${file.name || '(no name)'} (${file.contentType}, ${formatSize(file.sizeBytes)})`,
  );
  return {
    subject: `Menu and details from ${data.restaurantName} (store ${data.storeId})`,
    greeting: 'Hello team,',
    paragraphs: [
      `Owner: ${data.ownerName}, ${data.ownerEmail}`,
      `Menu website: ${data.website || '(none)'}`,
      `Store hours: ${data.storeHours || unsent}`,
      `Type of business: ${data.businessType || unsent}; locations: ${data.locations || unsent}`,
      ...(files.length > 0 ? files : ['No files uploaded.']),
      ...(data.notes ? [`Summary from the form: ${data.notes}`] : []),
      'The files are stored with the store and open for its owner and staff in the portal.',
    ],
    action: { label: 'Open the portal', url: data.portalUrl },
    closing: 'Please build the menu page within 1-3 days.',
  };
}

export function merchantMailContent(request: MerchantMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'ownerPasswordReset':
      return ownerPasswordReset[request.locale](request.data, brand);
    case 'merchantWelcome':
      return merchantWelcome[request.locale](request.data, brand);
    case 'merchantJoined':
      return merchantJoined(request.data, brand);
    case 'ownerInfoSummary':
      return ownerInfoSummary(request.data);
  }
}
