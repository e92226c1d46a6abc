import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalEn } from '@/i18n/locales/portal-en';
import { portalZhCN } from '@/i18n/locales/portal-zh-cn';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { getOrderTracking } from '../api/get-order-tracking';
import { answerWait } from '../utils/answer-wait';
import { AnswerWaitNotice } from './answer-wait-notice';
import { OrderTimeline } from './order-timeline';

const diner = { id: 3, accessToken: 'diner-token' };
const MINUTE = 60_000;

/** The server's answer for an order placed `placedAgo` ms before the server's now. */
function timesAt(placedAgo: number) {
  const serverNow = Date.parse('2026-11-28T18:20:00Z');
  const placed = serverNow - placedAgo;
  return {
    orderId: 41,
    status: 'PLACED',
    remindAt: new Date(placed + 3 * MINUTE).toISOString(),
    cancelAt: new Date(placed + 15 * MINUTE).toISOString(),
    cancelTime: '2026-11-28 12:30:00',
    now: new Date(serverNow).toISOString(),
  };
}

describe('/track-order while the restaurant has not answered', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', portalEn, true, true);
    i18n.addResourceBundle('zh-CN', 'translation', portalZhCN, true, true);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it("counts on the server's clock, whatever the device's clock says", () => {
    // The device's clock is two hours off: only the time passed on it since the answer counts.
    const receivedAt = Date.parse('2026-11-28T20:20:00Z');
    expect(answerWait({ ...timesAt(MINUTE), receivedAt }, receivedAt)).toEqual({ kind: 'waiting' });
    expect(answerWait({ ...timesAt(MINUTE), receivedAt }, receivedAt + 2 * MINUTE)).toMatchObject({
      kind: 'unanswered',
    });
    expect(answerWait({ ...timesAt(MINUTE), receivedAt }, receivedAt + 14 * MINUTE)).toEqual({
      kind: 'cancelling',
    });
    expect(
      answerWait({ ...timesAt(MINUTE), remindAt: null, cancelAt: null, receivedAt }, receivedAt),
    ).toEqual({
      kind: 'waiting',
    });
  });

  it('says nothing while the wait is short', async () => {
    const api = stubApi([
      {
        match: (url) => url.pathname.endsWith('/trackOrder/answer'),
        respond: () => ({ data: timesAt(MINUTE) }),
      },
    ]);
    renderWithProviders(<AnswerWaitNotice user={diner} orderId={41} isWaiting isPaidByCard />);
    await waitFor(() => expect(api).toHaveBeenCalled());
    // The answer arrived and was read: still nothing to say one minute in.
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(screen.queryByText('The restaurant has not answered yet')).toBeNull();
  });

  it('says so past the reminder, until when the store can answer, and that the card is then voided', async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/trackOrder/answer'),
        respond: () => ({ data: timesAt(5 * MINUTE) }),
      },
    ]);
    renderWithProviders(<AnswerWaitNotice user={diner} orderId={41} isWaiting isPaidByCard />);
    expect(await screen.findByText('The restaurant has not answered yet')).toBeInTheDocument();
    expect(
      screen.getByText(/If they do not answer by 12:30\sPM, we cancel the order and void your card payment/),
    ).toBeInTheDocument();
  });

  it('says it in Chinese, without a card to void', async () => {
    await i18n.changeLanguage('zh-CN');
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/trackOrder/answer'),
        respond: () => ({ data: timesAt(5 * MINUTE) }),
      },
    ]);
    renderWithProviders(<AnswerWaitNotice user={diner} orderId={41} isWaiting isPaidByCard={false} />);
    expect(await screen.findByText('餐厅尚未回应')).toBeInTheDocument();
    expect(screen.getByText(/前仍未回应，我们将取消订单。$/)).toBeInTheDocument();
  });

  it('shows an order cancelled for want of an answer as such, with the card payment voided', async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/searchOrders'),
        respond: () => [
          {
            orderId: 41,
            orderType: 'PICK_UP',
            orderDateTime: '2026-11-28 12:05:00',
            scheduleTime: null,
            restaurantInfoId: 5,
            restaurantInfoName: 'Board Grill',
            total: 26.4,
            paidTotal: 26.4,
            paymentstatus: 'CREDIT',
            status: 'REJECTED',
            rejectReason: 'NO_ANSWER',
            rejectNote: null,
            refundStatus: 'VOIDED',
          },
        ],
      },
    ]);
    const tracking = await getOrderTracking(diner, 41);
    expect(tracking.rejectReason).toBe('NO_ANSWER');
    renderWithProviders(<OrderTimeline tracking={tracking} />);
    expect(screen.getByText('Cancelled: the restaurant did not answer')).toBeInTheDocument();
    expect(
      screen.getByText('The restaurant did not answer in time, so we cancelled your order.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your card payment of $26.40 was cancelled: it will not be charged.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rejected by the restaurant')).toBeNull();
  });
});
