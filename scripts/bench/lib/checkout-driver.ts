import { ALWAYS_OPEN_STORE_ID, SANDBOX_CARD, cartLine, pickupOrder, type WireItem } from './demo-cart.js';
import type { Diner } from './diners.js';
import { post, sleep, type Outcome } from './http-client.js';

export interface DriverOptions {
  /** Where the server is now (the fault test restarts it on another port). */
  baseUrl: () => string;
  diners: Diner[];
  checkouts: number;
  menu: { orderable: WireItem[]; unavailable: WireItem[] };
  /** Share of checkouts whose cart holds a sold-out item: calculateOrder must refuse them. */
  unavailableShare: number;
  /** Share of acknowledged sends sent once more (a double click, a client retry). */
  retryShare: number;
  /** Share of sends whose connection is cut right after the request left; the diner then retries. */
  cutShare: number;
  /** Share of unanswered sends (cut, server down) the diner gives up on instead of retrying. */
  abandonShare?: number;
  /**
   * Price again after a 409 (fault test: a given-up order placed later changes the diner's standing under the
   * next one). Without it, a 409 is a violation: one diner at a time, nothing should conflict.
   */
  repricesOnConflict?: boolean;
  random: () => number;
  /**
   * Treat 502, 503 and 504 as no answer and retry (behind nginx: the process handling the request died, or
   * was stopping; nginx does not pass a POST that reached a process on to another).
   */
  retriesGatewayErrors?: boolean;
  /** Send again, every 5 s, while the answer is the 409 "payment still being processed" (fault drills). */
  retriesWhileStillPaying?: boolean;
  /** Told of every sendOrderV2 with its outcome and time (the cluster run: latency, which process answered). */
  onSend?: (send: { orderId: number; outcome: Outcome; ms: number }) => void;
}

export interface DriverFigures {
  checkouts: number;
  calculations: number;
  refusedUnavailable: number;
  sends: number;
  retriesAfterAnswer: number;
  retriesAfterNoAnswer: number;
  cuts: number;
  answeredBeforeCut: number;
  networkErrors: number;
  /** Sends refused 409 (the diner's standing changed under the priced order) and priced again, as the page does. */
  repricedAfterConflict: number;
  /** Sends repeated after a 409 "payment still being processed" (only with `retriesWhileStillPaying`). */
  retriesWhileStillPaying: number;
  abandonedOrderIds: number[];
  /** orderId -> cents the answer said were charged. */
  acknowledged: Map<number, number>;
  /** orderId -> chargeTotal of calculateOrder, in cents. */
  quoted: Map<number, number>;
  violations: string[];
  seconds: number;
}

type SendAnswer = { data?: { orderId: number; total: number }; message?: string };
type CalcAnswer = {
  data?: { orderId: number | null; submittable: boolean; chargeTotal: number; message?: string };
};

const isStillPaying = (answer: { status: number; text: string }) =>
  answer.status === 409 && answer.text.includes('still being processed');
const cents = (dollars: number) => Math.round(dollars * 100);
const brief = (outcome: Outcome) =>
  outcome.kind === 'answer' ? `${outcome.status} ${outcome.text.slice(0, 160)}` : outcome.kind;

/** Checkouts of many diners at once: price, pay, retry, get cut off; records what the diners were told. */
export async function driveCheckouts(options: DriverOptions): Promise<DriverFigures> {
  const figures: DriverFigures = {
    checkouts: 0,
    calculations: 0,
    refusedUnavailable: 0,
    sends: 0,
    retriesAfterAnswer: 0,
    retriesAfterNoAnswer: 0,
    cuts: 0,
    answeredBeforeCut: 0,
    networkErrors: 0,
    repricedAfterConflict: 0,
    retriesWhileStillPaying: 0,
    abandonedOrderIds: [],
    acknowledged: new Map(),
    quoted: new Map(),
    violations: [],
    seconds: 0,
  };
  const { random } = options;

  /** Until the server answers: a real client shows a spinner and tries again while the network is down. */
  async function timedPost(path: string, postOptions: Parameters<typeof post>[2], orderId?: number) {
    const started = performance.now();
    let outcome = await post(options.baseUrl(), path, postOptions);
    if (
      options.retriesGatewayErrors &&
      outcome.kind === 'answer' &&
      [502, 503, 504].includes(outcome.status)
    ) {
      outcome = { kind: 'network', message: `gateway answered ${outcome.status}` };
    }
    if (orderId !== undefined) {
      options.onSend?.({ orderId, outcome, ms: performance.now() - started });
    }
    return outcome;
  }

  async function answerOf(
    path: string,
    token: string,
    form: Record<string, string>,
    orderId?: number,
  ): Promise<Outcome & { kind: 'answer' }> {
    for (;;) {
      const outcome = await timedPost(path, { token, form }, orderId);
      if (outcome.kind === 'answer') {
        return outcome;
      }
      figures.networkErrors += 1;
      await sleep(200 + random() * 300);
    }
  }

  async function checkout(diner: Diner, index: number) {
    figures.checkouts += 1;
    const order = pickupOrder(options.menu.orderable, ALWAYS_OPEN_STORE_ID, index, index % 3);
    if (random() < options.unavailableShare && options.menu.unavailable.length > 0) {
      const soldOut = cartLine(
        options.menu.unavailable[index % options.menu.unavailable.length]!,
        ALWAYS_OPEN_STORE_ID,
      );
      const refused = await answerOf('/calculateOrder', diner.token, {
        orderjson: JSON.stringify({ ...order, orderItems: [...order.orderItems, soldOut] }),
      });
      figures.calculations += 1;
      if (refused.status >= 400 && refused.status < 500) {
        figures.refusedUnavailable += 1;
      } else {
        figures.violations.push(`a cart with sold-out item ${soldOut.itemId} was priced: ${brief(refused)}`);
      }
      return;
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await priceAndPay(diner, order);
      if (result !== 'conflict') {
        return;
      }
      figures.repricedAfterConflict += 1;
    }
    figures.violations.push(`a checkout of diner ${diner.userId} was refused 409 three times`);
  }

  /** One calculateOrder and its sendOrderV2; 'conflict' when the send is refused 409 and must be priced again. */
  async function priceAndPay(
    diner: Diner,
    order: ReturnType<typeof pickupOrder>,
  ): Promise<'done' | 'conflict'> {
    const priced = await answerOf('/calculateOrder', diner.token, { orderjson: JSON.stringify(order) });
    figures.calculations += 1;
    const data = (priced.body as CalcAnswer).data;
    if (priced.status !== 200 || !data?.orderId || !data.submittable) {
      figures.violations.push(`calculateOrder refused a valid cart: ${brief(priced)}`);
      return 'done';
    }
    const orderId = data.orderId;
    figures.quoted.set(orderId, cents(data.chargeTotal));
    const form = {
      order: encodeURIComponent(JSON.stringify({ ...order, orderId })),
      creditCardInfo: JSON.stringify(SANDBOX_CARD),
      paymentstatus: 'CREDIT',
    };
    const isCut = random() < options.cutShare;
    const outcome = await timedPost(
      '/sendOrderV2',
      { token: diner.token, form, ...(isCut ? { cutAfterMs: Math.floor(random() * 5) } : {}) },
      orderId,
    );
    figures.sends += 1;
    if (isCut) {
      figures[outcome.kind === 'cut' ? 'cuts' : 'answeredBeforeCut'] += 1;
    } else if (outcome.kind === 'network') {
      figures.networkErrors += 1;
    }
    if (outcome.kind !== 'answer' && random() < (options.abandonShare ?? 0)) {
      figures.abandonedOrderIds.push(orderId);
      return 'done';
    }
    if (outcome.kind !== 'answer') {
      figures.retriesAfterNoAnswer += 1;
      figures.sends += 1;
    }
    let answer =
      outcome.kind === 'answer' ? outcome : await answerOf('/sendOrderV2', diner.token, form, orderId);
    // The send that claimed the payment died with its process: the claim goes stale after two minutes, and
    // a retry then completes the order with the same charge. A diner told "still being processed" looks again.
    for (let waits = 0; options.retriesWhileStillPaying && isStillPaying(answer) && waits < 60; waits += 1) {
      figures.retriesWhileStillPaying += 1;
      await sleep(5_000);
      figures.sends += 1;
      answer = await answerOf('/sendOrderV2', diner.token, form, orderId);
    }
    const placed = (answer.body as SendAnswer).data;
    if (answer.status === 409 && options.repricesOnConflict) {
      return 'conflict';
    }
    if (answer.status !== 200 || placed?.orderId !== orderId) {
      figures.violations.push(`order ${orderId} was not placed: ${brief(answer)}`);
      return 'done';
    }
    figures.acknowledged.set(orderId, cents(placed.total));
    if (random() < options.retryShare) {
      figures.retriesAfterAnswer += 1;
      figures.sends += 1;
      const again = await answerOf('/sendOrderV2', diner.token, form, orderId);
      const second = (again.body as SendAnswer).data;
      if (
        again.status !== 200 ||
        second?.orderId !== orderId ||
        cents(second.total) !== cents(placed.total)
      ) {
        figures.violations.push(`a retry of order ${orderId} was answered differently: ${brief(again)}`);
      }
    }
    return 'done';
  }

  const started = performance.now();
  let next = 0;
  // Each diner checks out one order at a time; all diners at once.
  await Promise.all(
    options.diners.map(async (diner) => {
      while (next < options.checkouts) {
        await checkout(diner, next++);
      }
    }),
  );
  figures.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  return figures;
}
