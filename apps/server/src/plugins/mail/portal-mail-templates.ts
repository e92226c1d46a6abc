import type { MailLocale } from './mailer.js';
import type { MailBrand, MailContent } from './mail-templates.js';

export interface PortalMailTemplateData {
  /** To the diner: the restaurant accepted the order and promises a ready time. */
  orderAccepted: {
    firstName: string;
    storeName: string;
    orderNumber: string;
    readyTime: string;
    trackUrl: string;
  };
  /** To the diner: the restaurant rejected the order; a card payment is given back. */
  orderRejected: {
    firstName: string;
    storeName: string;
    orderNumber: string;
    reason: string;
    refundAmount: string | null;
    trackUrl: string;
  };
  /** To the store's owners: an order waits to be accepted. */
  orderWaiting: { storeName: string; orderNumber: string; minutes: number; boardUrl: string };
  /** To the store's order e-mail: the kitchen ticket of a new order. */
  kitchenTicket: { storeName: string; orderNumber: string; lines: string[]; ticketUrl: string };
  /** To an invited restaurant account: a role at a store, with a link to set a password when it is new. */
  staffInvite: {
    storeName: string;
    inviterName: string;
    role: 'OWNER' | 'STAFF';
    url: string;
    isNewAccount: boolean;
  };
}

export type PortalMailTemplate = keyof PortalMailTemplateData;

export type PortalMailRequest = {
  [T in PortalMailTemplate]: { to: string; template: T; locale: MailLocale; data: PortalMailTemplateData[T] };
}[PortalMailTemplate];

type Texts<T> = Record<MailLocale, (data: T, brand: MailBrand) => MailContent>;

const orderAccepted: Texts<PortalMailTemplateData['orderAccepted']> = {
  en: (data, { supportEmail }) => ({
    subject: `${data.storeName} accepted your order ${data.orderNumber}`,
    greeting: `Hi ${data.firstName || 'there'},`,
    paragraphs: [
      `${data.storeName} accepted your order ${data.orderNumber}.`,
      `It will be ready at ${data.readyTime}.`,
    ],
    action: { label: 'Track my order', url: data.trackUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { supportEmail }) => ({
    subject: `${data.storeName} 已接受您的订单 ${data.orderNumber}`,
    greeting: `${data.firstName || ''}您好！`,
    paragraphs: [`${data.storeName} 已接受您的订单 ${data.orderNumber}。`, `预计 ${data.readyTime} 备好。`],
    action: { label: '查看订单进度', url: data.trackUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

const orderRejected: Texts<PortalMailTemplateData['orderRejected']> = {
  en: (data, { supportEmail }) => ({
    subject: `${data.storeName} could not take your order ${data.orderNumber}`,
    greeting: `Hi ${data.firstName || 'there'},`,
    paragraphs: [
      `We are sorry: ${data.storeName} could not take your order ${data.orderNumber}.`,
      `Reason: ${data.reason}`,
      data.refundAmount
        ? `The ${data.refundAmount} charged to your card is given back; a refund can take a few days to show.`
        : 'Nothing was charged for it.',
    ],
    action: { label: 'See my order', url: data.trackUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { supportEmail }) => ({
    subject: `${data.storeName} 无法接受您的订单 ${data.orderNumber}`,
    greeting: `${data.firstName || ''}您好！`,
    paragraphs: [
      `很抱歉，${data.storeName} 无法接受您的订单 ${data.orderNumber}。`,
      `原因：${data.reason}`,
      data.refundAmount
        ? `您卡上被扣的 ${data.refundAmount} 将退回，退款可能需要几天才能到账。`
        : '此订单未产生任何扣款。',
    ],
    action: { label: '查看订单', url: data.trackUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

const orderWaiting: Texts<PortalMailTemplateData['orderWaiting']> = {
  en: (data) => ({
    subject: `Order ${data.orderNumber} has waited ${data.minutes} minutes at ${data.storeName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Order ${data.orderNumber} at ${data.storeName} has not been accepted for ${data.minutes} minutes.`,
      'Please accept or reject it on the order board. If nobody does, online ordering pauses itself soon.',
    ],
    action: { label: 'Open the order board', url: data.boardUrl },
    closing: 'This e-mail is sent once per order.',
  }),
  'zh-CN': (data) => ({
    subject: `${data.storeName} 的订单 ${data.orderNumber} 已等待 ${data.minutes} 分钟`,
    greeting: '您好，',
    paragraphs: [
      `${data.storeName} 的订单 ${data.orderNumber} 已有 ${data.minutes} 分钟未被接受。`,
      '请在订单面板上接受或拒绝。如果一直无人处理，在线点餐将很快自动暂停。',
    ],
    action: { label: '打开订单面板', url: data.boardUrl },
    closing: '每个订单只发送一次此邮件。',
  }),
};

const kitchenTicket: Texts<PortalMailTemplateData['kitchenTicket']> = {
  en: (data) => ({
    subject: `New order ${data.orderNumber} for ${data.storeName}`,
    greeting: `New order ${data.orderNumber}`,
    paragraphs: data.lines,
    action: { label: 'Open the ticket', url: data.ticketUrl },
    closing: 'Accept it on the order board so the diner knows when it will be ready.',
  }),
  'zh-CN': (data) => ({
    subject: `${data.storeName} 新订单 ${data.orderNumber}`,
    greeting: `新订单 ${data.orderNumber}`,
    paragraphs: data.lines,
    action: { label: '打开小票', url: data.ticketUrl },
    closing: '请在订单面板上接受订单，让顾客知道何时可以取餐。',
  }),
};

const ROLE_NAMES = {
  en: { OWNER: 'owner', STAFF: 'staff member' },
  'zh-CN': { OWNER: '店主', STAFF: '员工' },
};

const staffInvite: Texts<PortalMailTemplateData['staffInvite']> = {
  en: (data, { brandName, supportEmail }) => ({
    subject: `${data.inviterName} added you to ${data.storeName} on ${brandName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.inviterName} added you to ${data.storeName} as ${ROLE_NAMES.en[data.role]}.`,
      data.isNewAccount
        ? 'Choose a password with the link below to sign in to the order board. The link works once, within 7 days.'
        : 'Sign in to the portal with your restaurant account to see the store.',
    ],
    action: { label: data.isNewAccount ? 'Set my password' : 'Open the portal', url: data.url },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { brandName, supportEmail }) => ({
    subject: `${data.inviterName} 已将您添加到 ${brandName} 上的 ${data.storeName}`,
    greeting: '您好，',
    paragraphs: [
      `${data.inviterName} 已将您添加为 ${data.storeName} 的${ROLE_NAMES['zh-CN'][data.role]}。`,
      data.isNewAccount
        ? '请通过下面的链接设置密码，然后登录订单面板。该链接只能使用一次，7 天内有效。'
        : '请使用您的商家账户登录后台查看该店铺。',
    ],
    action: { label: data.isNewAccount ? '设置密码' : '打开后台', url: data.url },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

export function portalMailContent(request: PortalMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'orderAccepted':
      return orderAccepted[request.locale](request.data, brand);
    case 'orderRejected':
      return orderRejected[request.locale](request.data, brand);
    case 'orderWaiting':
      return orderWaiting[request.locale](request.data, brand);
    case 'kitchenTicket':
      return kitchenTicket[request.locale](request.data, brand);
    case 'staffInvite':
      return staffInvite[request.locale](request.data, brand);
  }
}
