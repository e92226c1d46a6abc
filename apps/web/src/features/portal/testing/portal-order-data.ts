import i18n from 'i18next';
import { portalEn } from '@/i18n/locales/portal-en';
import type { PortalOrder } from '../utils/portal-order';

/** Adds the portal's English strings to the test i18n instance (the setup loads the diner strings only). */
export function addPortalStringsForTests(): void {
  i18n.addResourceBundle('en', 'translation', portalEn, true, true);
}

/** A placed pickup order paid by card, with one line that has options and instructions. */
export function makePortalOrder(overrides: Partial<PortalOrder> = {}): PortalOrder {
  return {
    orderId: 1042,
    storeId: 5,
    status: 'PLACED',
    orderType: 'PICK_UP',
    scheduleTime: null,
    placedAt: '2026-11-23 12:04:00',
    readyTime: null,
    prepMinutes: null,
    firstName: 'Robin',
    phoneNumber: '(312) 555-0199',
    address: null,
    tableName: null,
    specialInstructions: null,
    totalCents: 1396,
    isPaidByCard: true,
    isPhoneOrder: false,
    rejectReason: null,
    rejectNote: null,
    refundStatus: null,
    lines: [
      {
        name: 'Eggs Benedict',
        cnName: '班尼迪克蛋',
        quantity: 2,
        specialInstructions: 'No hollandaise',
        options: [{ name: 'Extra bacon', cnName: '加培根', quantity: 1 }],
      },
    ],
    ...overrides,
  };
}
