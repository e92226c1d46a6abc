import { describe, expect, it } from 'vitest';
import { makePortalOrder } from '../testing/portal-order-data';
import { groupBoardOrders, upsertOrder } from './board-columns';
import { prepMinuteChoices, readPrepMinutes } from './prep-minutes';

describe('groupBoardOrders', () => {
  const order = makePortalOrder;
  it('puts each state in its column: new oldest first, kitchen by promised time, done newest first', () => {
    const columns = groupBoardOrders(
      [
        order({ orderId: 1, status: 'PLACED', placedAt: '2026-11-23 12:05:00' }),
        order({ orderId: 2, status: 'PLACED', placedAt: '2026-11-23 12:01:00' }),
        order({ orderId: 3, status: 'ACCEPTED', readyTime: '2026-11-23 12:40:00' }),
        order({ orderId: 4, status: 'ACCEPTED', readyTime: '2026-11-23 12:20:00' }),
        order({ orderId: 5, status: 'READY' }),
        order({ orderId: 6, status: 'COMPLETED', placedAt: '2026-11-23 09:00:00' }),
        order({ orderId: 7, status: 'REJECTED', placedAt: '2026-11-23 10:00:00' }),
        order({ orderId: 8, status: 'COMPLETED', placedAt: '2026-11-22 21:00:00' }),
      ],
      '2026-11-23',
    );
    const ids = (key: keyof typeof columns) => columns[key].map((entry) => entry.orderId);
    expect(ids('new')).toEqual([2, 1]);
    expect(ids('inProgress')).toEqual([4, 3]);
    expect(ids('ready')).toEqual([5]);
    // Yesterday's finished order has left the board.
    expect(ids('done')).toEqual([7, 6]);
  });

  it('replaces a changed order and puts a new one on top', () => {
    const list = [order({ orderId: 1 }), order({ orderId: 2 })];
    expect(upsertOrder(list, order({ orderId: 2, status: 'ACCEPTED' })).map((entry) => entry.status)).toEqual(
      ['PLACED', 'ACCEPTED'],
    );
    expect(upsertOrder(list, order({ orderId: 3 })).map((entry) => entry.orderId)).toEqual([3, 1, 2]);
  });
});

describe('prep minutes', () => {
  it("offers 10, 15, 20 and 30 minutes plus the store's own time", () => {
    expect(prepMinuteChoices(20)).toEqual([10, 15, 20, 30]);
    expect(prepMinuteChoices(45)).toEqual([10, 15, 20, 30, 45]);
  });

  it.each([
    ['25', 25],
    [' 7 ', 7],
    ['0', null],
    ['241', null],
    ['2.5', null],
    ['', null],
    ['abc', null],
  ])('reads %j as %s', (text, minutes) => {
    expect(readPrepMinutes(text)).toBe(minutes);
  });
});
