import type { MailLocale } from './mailer.js';
import type { MailBrand, MailContent } from './mail-templates.js';

export interface OrderMailTemplateData {
  /** To the diner, once the order is placed: what was ordered, what it costs, and where to follow it. */
  orderReceipt: {
    firstName: string;
    storeName: string;
    orderNumber: string;
    orderType: 'PICK_UP' | 'DELIVERY' | 'DINE_IN' | 'WALK_IN';
    /** Store-local 'YYYY-MM-DD HH:mm' for a scheduled order; null for as soon as possible. */
    scheduledFor: string | null;
    /** One line per dish: '2 × Eggs Benedict — $24.00'. */
    lines: string[];
    total: string;
    paidByCard: boolean;
    trackUrl: string;
  };
  /** To the diner: the restaurant never answered the order, so the platform cancelled it. */
  orderCancelledUnanswered: {
    firstName: string;
    storeName: string;
    orderNumber: string;
    minutes: number;
    /** The card charge given back, or null when nothing was charged (paid in store). */
    refund: { amount: string; status: 'VOIDED' | 'REFUNDED' | 'PENDING' } | null;
    trackUrl: string;
  };
}

export type OrderMailTemplate = keyof OrderMailTemplateData;

export type OrderMailRequest = {
  [T in OrderMailTemplate]: { to: string; template: T; locale: MailLocale; data: OrderMailTemplateData[T] };
}[OrderMailTemplate];

type Texts<T> = Record<MailLocale, (data: T, brand: MailBrand) => MailContent>;

const ORDER_TYPES = {
  en: { PICK_UP: 'Pickup', DELIVERY: 'Delivery', DINE_IN: 'Dine in', WALK_IN: 'Walk in, to go' },
  'zh-CN': { PICK_UP: '自取', DELIVERY: '外送', DINE_IN: '堂食', WALK_IN: '到店外带' },
};

const orderReceipt: Texts<OrderMailTemplateData['orderReceipt']> = {
  en: (data, { supportEmail }) => ({
    subject: `Your order ${data.orderNumber} at ${data.storeName}`,
    greeting: `Hi ${data.firstName || 'there'},`,
    paragraphs: [
      `Thanks for your order ${data.orderNumber} at ${data.storeName}. The restaurant has it and will confirm the time it will be ready.`,
      `${ORDER_TYPES.en[data.orderType]}${data.scheduledFor ? `, for ${data.scheduledFor}` : ', as soon as possible'}.`,
      ...data.lines,
      data.paidByCard
        ? `Total charged to your card: ${data.total}`
        : `Total to pay at the restaurant: ${data.total}`,
    ],
    action: { label: 'Track my order', url: data.trackUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { supportEmail }) => ({
    subject: `您在 ${data.storeName} 的订单 ${data.orderNumber}`,
    greeting: `${data.firstName || ''}您好！`,
    paragraphs: [
      `感谢您在 ${data.storeName} 下单，订单号 ${data.orderNumber}。餐厅已收到订单，将确认备好的时间。`,
      `${ORDER_TYPES['zh-CN'][data.orderType]}，${data.scheduledFor ? `预约 ${data.scheduledFor}` : '尽快'}。`,
      ...data.lines,
      data.paidByCard ? `卡上扣款合计：${data.total}` : `到店支付合计：${data.total}`,
    ],
    action: { label: '查看订单进度', url: data.trackUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

const REFUND_TEXT = {
  en: {
    VOIDED: (amount: string) => `The ${amount} charge on your card is voided: you will not be charged.`,
    REFUNDED: (amount: string) =>
      `The ${amount} charged to your card is refunded; a refund can take a few days to show.`,
    PENDING: (amount: string) => `The ${amount} charged to your card is being given back.`,
    none: 'Nothing was charged for it.',
  },
  'zh-CN': {
    VOIDED: (amount: string) => `您卡上的 ${amount} 扣款已撤销，不会被扣款。`,
    REFUNDED: (amount: string) => `您卡上被扣的 ${amount} 已退款，可能需要几天才能到账。`,
    PENDING: (amount: string) => `您卡上被扣的 ${amount} 正在退回。`,
    none: '此订单未产生任何扣款。',
  },
};

const orderCancelledUnanswered: Texts<OrderMailTemplateData['orderCancelledUnanswered']> = {
  en: (data, { supportEmail }) => ({
    subject: `Your order ${data.orderNumber} at ${data.storeName} is cancelled`,
    greeting: `Hi ${data.firstName || 'there'},`,
    paragraphs: [
      `We are sorry: ${data.storeName} did not answer your order ${data.orderNumber} within ${data.minutes} minutes, so we cancelled it.`,
      data.refund ? REFUND_TEXT.en[data.refund.status](data.refund.amount) : REFUND_TEXT.en.none,
    ],
    action: { label: 'See my order', url: data.trackUrl },
    closing: `Questions? Write to ${supportEmail}.`,
  }),
  'zh-CN': (data, { supportEmail }) => ({
    subject: `您在 ${data.storeName} 的订单 ${data.orderNumber} 已取消`,
    greeting: `${data.firstName || ''}您好！`,
    paragraphs: [
      `很抱歉，${data.storeName} 在 ${data.minutes} 分钟内没有回应您的订单 ${data.orderNumber}，我们已将其取消。`,
      data.refund ? REFUND_TEXT['zh-CN'][data.refund.status](data.refund.amount) : REFUND_TEXT['zh-CN'].none,
    ],
    action: { label: '查看订单', url: data.trackUrl },
    closing: `如有疑问请联系：${supportEmail}`,
  }),
};

export function orderMailContent(request: OrderMailRequest, brand: MailBrand): MailContent {
  switch (request.template) {
    case 'orderReceipt':
      return orderReceipt[request.locale](request.data, brand);
    case 'orderCancelledUnanswered':
      return orderCancelledUnanswered[request.locale](request.data, brand);
  }
}
