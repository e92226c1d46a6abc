import { describe, expect, it } from 'vitest';
import { orderItemSelection, orderJsonSchema } from './order-payload.js';
import { creditCardInfoSchema, paymentStatusSchema } from './payment-payload.js';
import { customerJsonSchema, userInfosSchema } from './customer-payload.js';

const order = {
  restaurantInfoId: 7,
  orderType: 'DELIVERY',
  scheduleTime: '2026-01-15T18:30:00',
  tip: 3.5,
  customer: { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', phoneNumber: '3125550142' },
  orderItems: [
    { itemId: 10, quantity: 2, price: 9.99, orderItemsOptions: [{ groupId: 1, id: 12, quantity: 1 }] },
    { itemId: 3, quantity: 1, price: -2, orderItemType: 'DEAL_ITEM' },
  ],
};

describe('orderJsonSchema', () => {
  it('calculateOrder: reads the spec wire names, normalises time and defaults', () => {
    const parsed = orderJsonSchema.parse(order);
    expect(parsed.scheduleTime).toBe('2026-01-15 18:30:00');
    expect(parsed.tip).toBe(3.5);
    expect(parsed.specialInstructions).toBe('');
    expect(parsed.orderItems[1]?.orderItemsOptions).toEqual([]);
    expect(parsed.customer?.addressChanged).toBe(false);
    expect(orderItemSelection(parsed.orderItems[0]!)).toEqual([{ groupId: 1, optionId: 12, quantity: 1 }]);
  });

  it('Tip: a missing tip is 0', () => {
    expect(orderJsonSchema.parse({ ...order, tip: null }).tip).toBe(0);
  });

  it('unknown fields are dropped', () => {
    expect(orderJsonSchema.parse({ ...order, hack: true })).not.toHaveProperty('hack');
  });

  it.each([
    ['an unknown order type', { orderType: 'DRONE' }],
    ['no items', { orderItems: [] }],
    ['quantity 0', { orderItems: [{ itemId: 1, quantity: 0 }] }],
    ['quantity 100', { orderItems: [{ itemId: 1, quantity: 100 }] }],
    ['a fractional quantity', { orderItems: [{ itemId: 1, quantity: 1.5 }] }],
    ['a negative tip', { tip: -1 }],
    ['a tip with 3 decimals', { tip: 1.005 }],
    ['a huge tip', { tip: 20_000 }],
    ['long special instructions', { specialInstructions: 'x'.repeat(201) }],
    ['a text restaurant id', { restaurantInfoId: '7' }],
    ['a bad schedule time', { scheduleTime: 'tonight' }],
    [
      'an option quantity of 1000',
      {
        orderItems: [{ itemId: 1, quantity: 1, orderItemsOptions: [{ groupId: 1, id: 1, quantity: 1000 }] }],
      },
    ],
    ['a long customer name', { customer: { firstName: 'x'.repeat(51) } }],
  ])('refuses %s', (_, overrides) => {
    expect(orderJsonSchema.safeParse({ ...order, ...overrides }).success).toBe(false);
  });
});

describe('payment and customer payloads', () => {
  const card = {
    cardholder: 'Ana Diaz',
    cardnumber: '4111 1111 1111 1111',
    expdate: '12/28',
    cvv: '123',
    zipcode: '60601',
  };

  it('sendOrderV2: a new card is read with spaces removed', () => {
    expect(creditCardInfoSchema.parse(card)).toEqual({ ...card, cardnumber: '4111111111111111' });
  });

  it('Checkout: a saved payment profile may be used instead', () => {
    expect(creditCardInfoSchema.parse({ userPaymentProfileId: 5 })).toEqual({ userPaymentProfileId: 5 });
  });

  it.each([
    ['a 20-digit number', { cardnumber: '4111 1111 1111 1111 1111' }],
    ['letters in the number', { cardnumber: '4111 1111 1111 111a' }],
    ['a 5-digit CVV', { cvv: '12345' }],
    ['an expiry without a slash', { expdate: '1228' }],
    ['a 4-digit ZIP', { zipcode: '6060' }],
    ['no cardholder', { cardholder: ' ' }],
  ])('refuses a card with %s', (_, overrides) => {
    expect(creditCardInfoSchema.safeParse({ ...card, ...overrides }).success).toBe(false);
  });

  it('sendOrderV2: paymentstatus is CREDIT or CASH', () => {
    expect(paymentStatusSchema.options).toEqual(['CREDIT', 'CASH']);
  });

  it('Customer: missing text reads as empty and the note is bounded', () => {
    expect(customerJsonSchema.parse({ zip: '60601' })).toMatchObject({
      zip: '60601',
      address: '',
      addressChanged: false,
    });
    expect(customerJsonSchema.safeParse({ note: 'x'.repeat(201) }).success).toBe(false);
  });

  it('updateUser: userInfos is an array of profile entries', () => {
    expect(userInfosSchema.parse([{ firstName: 'Ana', zip: '60601' }])[0]).toMatchObject({
      firstName: 'Ana',
      lastName: '',
    });
    expect(userInfosSchema.safeParse({ firstName: 'Ana' }).success).toBe(false);
  });
});
