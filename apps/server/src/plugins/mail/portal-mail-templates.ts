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
  /** To the diner: the restaurant gave part or all of a card payment back after accepting the order. */
  orderRefunded: {
    firstName: string;
    storeName: string;
    orderNumber: string;
    amount: string;
    reason: string;
    stillCharged: string;
    trackUrl: string;
  };
  /** To the store's owners: an order waits to be accepted. */
  orderWaiting: { storeName: string; orderNumber: string; minutes: number; boardUrl: string };
  /** To the store's order e-mail: the kitchen ticket of a new order. */
  kitchenTicket: { storeName: string; orderNumber: string; lines: string[]; ticketUrl: string };
  /** To an invited e-mail address: a role at a store, taken only by following the link and accepting. */
  staffInvite: { storeName: string; inviterName: string; role: 'OWNER' | 'STAFF'; url: string };
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

const orderRefunded: Texts<PortalMailTemplateData['orderRefunded']> = {
  en: (data, { supportEmail }) => ({
    subject: `${data.storeName} refunded ${data.amount} on your order ${data.orderNumber}`,
    greeting: `Hi ${data.firstName || 'there'},`,
    paragraphs: [
      `${data.storeName} gave back ${data.amount} of your card payment for order ${data.orderNumber}.`,
      `Reason: ${data.reason}`,
      `Your card now carries ${data.stillCharged} for this order. A refund can take a few days to show.`,
    ],
    action: { label: 'See my order', url: data.trackUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { supportEmail }) => ({
    subject: `${data.storeName} 已为您的订单 ${data.orderNumber} 退款 ${data.amount}`,
    greeting: `${data.firstName || ''}您好！`,
    paragraphs: [
      `${data.storeName} 已退回您订单 ${data.orderNumber} 卡上付款中的 ${data.amount}。`,
      `原因：${data.reason}`,
      `此订单现在您卡上的扣款为 ${data.stillCharged}。退款可能需要几天才能到账。`,
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

/** Names an owner wrote, as one line of plain text of bounded length: mail to any address carries them. */
export function asMailText(text: string, maxLength = 60): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

const staffInvite: Texts<PortalMailTemplateData['staffInvite']> = {
  en: (data, { brandName, supportEmail }) => {
    const store = asMailText(data.storeName);
    return {
      subject: `Invitation to join a restaurant on ${brandName}: ${store}`,
      greeting: 'Hello,',
      paragraphs: [
        `${asMailText(data.inviterName)} invited you to join ${store} on ${brandName} as ${ROLE_NAMES.en[data.role]}.`,
        'Open the link below to accept with your restaurant account, or to create one. The link works once, within 7 days.',
        'If you did not expect this invitation, ignore this e-mail: nothing changes unless you accept.',
      ],
      action: { label: 'See the invitation', url: data.url },
      closing: `Questions? Write to ${supportEmail}.`,
    };
  },
  'zh-CN': (data, { brandName, supportEmail }) => {
    const store = asMailText(data.storeName);
    return {
      subject: `邀请您加入 ${brandName} 上的餐厅：${store}`,
      greeting: '您好，',
      paragraphs: [
        `${asMailText(data.inviterName)} 邀请您以${ROLE_NAMES['zh-CN'][data.role]}身份加入 ${brandName} 上的 ${store}。`,
        '请打开下面的链接，使用您的商家账户接受邀请，或新建一个账户。该链接只能使用一次，7 天内有效。',
        '如果您没有预料到此邀请，请忽略此邮件：除非您接受，否则不会有任何变化。',
      ],
      action: { label: '查看邀请', url: data.url },
      closing: `如有疑问请联系：${supportEmail}`,
    };
  },
};

export function portalMailContent(request: PortalMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'orderAccepted':
      return orderAccepted[request.locale](request.data, brand);
    case 'orderRejected':
      return orderRejected[request.locale](request.data, brand);
    case 'orderRefunded':
      return orderRefunded[request.locale](request.data, brand);
    case 'orderWaiting':
      return orderWaiting[request.locale](request.data, brand);
    case 'kitchenTicket':
      return kitchenTicket[request.locale](request.data, brand);
    case 'staffInvite':
      return staffInvite[request.locale](request.data, brand);
  }
}
