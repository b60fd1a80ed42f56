import type { GatewayCheckout } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import {
  MAX_BANK_WAITS,
  PAY_START,
  PAY_TRANSITIONS,
  PAYING_PHASES,
  payTransition,
  type PayEvent,
  type PayEventType,
  type PayPhase,
  type PayState,
} from './pay-machine.js';

const checkout = { orderId: 'order_1', keyId: 'rzp_test_1', sandbox: true } as unknown as GatewayCheckout;
const apiError = (status: number, code: string, message = `${code} explained`) => ({
  status,
  code,
  message,
  body: { statusCode: status, code, message },
});

const EVENTS: Record<PayEventType, PayEvent> = {
  PAY: { type: 'PAY' },
  INVESTMENT_READY: { type: 'INVESTMENT_READY' },
  ORDER_CREATED: { type: 'ORDER_CREATED', checkout },
  CHECKOUT_OPENED: { type: 'CHECKOUT_OPENED' },
  CHECKOUT_DISMISSED: { type: 'CHECKOUT_DISMISSED' },
  CHECKOUT_CLOSED: { type: 'CHECKOUT_CLOSED' },
  BANK_WAITING: { type: 'BANK_WAITING' },
  BANK_PENDING: { type: 'BANK_PENDING' },
  PAID: { type: 'PAID' },
  REFUSED: { type: 'REFUSED', error: null, fallback: 'Something went wrong.' },
};
const PHASES = Object.keys(PAY_TRANSITIONS) as PayPhase[];

const run = (...events: PayEvent[]): PayState => events.reduce(payTransition, PAY_START);
const inPhase = (phase: PayPhase): PayState => ({ ...PAY_START, phase });
const toCheckout = [EVENTS.PAY, EVENTS.INVESTMENT_READY, EVENTS.ORDER_CREATED, EVENTS.CHECKOUT_OPENED];
const toVerifying = [...toCheckout, EVENTS.CHECKOUT_CLOSED];

describe('the payment machine', () => {
  it('goes idle → creating the investment → the order → opening the checkout → checkout → verifying → succeeded', () => {
    const phases: PayPhase[] = [];
    [...toVerifying, EVENTS.PAID].reduce((state, event) => {
      const next = payTransition(state, event);
      phases.push(next.phase);
      return next;
    }, PAY_START);
    expect(phases).toEqual(['creatingInvestment', 'creatingOrder', 'openingCheckout', 'checkout', 'verifying', 'succeeded']);
  });

  it('keeps the gateway order’s checkout from ORDER_CREATED on, across the next attempt', () => {
    expect(run(EVENTS.PAY, EVENTS.INVESTMENT_READY).checkout).toBeNull();
    const ordered = run(EVENTS.PAY, EVENTS.INVESTMENT_READY, EVENTS.ORDER_CREATED);
    expect(ordered.checkout).toBe(checkout);
    expect(payTransition(payTransition(ordered, EVENTS.REFUSED), EVENTS.PAY).checkout).toBe(checkout);
  });

  it.each<[PayPhase, PayEventType, PayPhase]>([
    ['idle', 'PAY', 'creatingInvestment'],
    ['failed', 'PAY', 'creatingInvestment'],
    ['creatingInvestment', 'INVESTMENT_READY', 'creatingOrder'],
    ['creatingInvestment', 'REFUSED', 'failed'],
    ['creatingOrder', 'ORDER_CREATED', 'openingCheckout'],
    ['creatingOrder', 'REFUSED', 'failed'],
    ['openingCheckout', 'CHECKOUT_OPENED', 'checkout'],
    ['openingCheckout', 'REFUSED', 'failed'],
    ['checkout', 'CHECKOUT_DISMISSED', 'idle'],
    ['checkout', 'CHECKOUT_CLOSED', 'verifying'],
    ['verifying', 'BANK_WAITING', 'waitingForBank'],
    ['verifying', 'BANK_PENDING', 'bankPending'],
    ['verifying', 'PAID', 'succeeded'],
    ['verifying', 'REFUSED', 'failed'],
    ['waitingForBank', 'BANK_WAITING', 'waitingForBank'],
    ['waitingForBank', 'BANK_PENDING', 'bankPending'],
    ['waitingForBank', 'PAID', 'succeeded'],
    ['waitingForBank', 'REFUSED', 'failed'],
  ])('%s on %s goes to %s', (from, type, to) => {
    expect(payTransition(inPhase(from), EVENTS[type]).phase).toBe(to);
  });

  it('ignores every event the table does not list: the very same state comes back', () => {
    let ignored = 0;
    for (const phase of PHASES) {
      const state = inPhase(phase);
      for (const [type, event] of Object.entries(EVENTS) as [PayEventType, PayEvent][]) {
        if (PAY_TRANSITIONS[phase][type] !== undefined) continue;
        expect(payTransition(state, event)).toBe(state);
        ignored += 1;
      }
    }
    // 10 phases × 10 events, of which the 18 above are allowed.
    expect(ignored).toBe(100 - 18);
  });

  it('refuses a second Pay while one is under way, and after success or while the bank is pending', () => {
    for (const phase of [...PAYING_PHASES, 'succeeded', 'bankPending'] as PayPhase[]) {
      const state = inPhase(phase);
      expect(payTransition(state, EVENTS.PAY)).toBe(state);
    }
  });

  it('counts as paying from creating the investment until the answer, never when idle, failed, pending or done', () => {
    expect([...PAYING_PHASES].sort()).toEqual(['checkout', 'creatingInvestment', 'creatingOrder', 'openingCheckout', 'verifying', 'waitingForBank']);
    for (const phase of ['idle', 'failed', 'bankPending', 'succeeded'] as PayPhase[]) expect(PAYING_PHASES.has(phase)).toBe(false);
  });

  it('a closed checkout returns to idle with nothing to explain, and Pay opens a new try', () => {
    const dismissed = run(...toCheckout, EVENTS.CHECKOUT_DISMISSED);
    expect(dismissed).toMatchObject({ phase: 'idle', declined: null, problem: null, bankAccountRequired: false });
    expect(payTransition(dismissed, EVENTS.PAY).phase).toBe('creatingInvestment');
  });

  describe('refusals', () => {
    it.each<[PayPhase]>([['creatingInvestment'], ['creatingOrder'], ['openingCheckout'], ['verifying'], ['waitingForBank']])(
      'fail from %s with the page’s explanation when the server gave none',
      (phase) => {
        expect(payTransition(inPhase(phase), EVENTS.REFUSED)).toMatchObject({
          phase: 'failed',
          declined: null,
          problem: 'Something went wrong.',
          bankAccountRequired: false,
        });
      },
    );

    it('a decline shows the server’s message as the decline, not as a problem', () => {
      const state = run(...toVerifying, {
        type: 'REFUSED',
        error: apiError(402, 'PAYMENT_DECLINED', 'Your bank declined the payment.'),
        fallback: 'gateway text',
      });
      expect(state).toMatchObject({ phase: 'failed', declined: 'Your bank declined the payment.', problem: null, bankAccountRequired: false });
    });

    it('a decline without the server’s message shows what the checkout reported', () => {
      const declined = { status: 402, code: 'PAYMENT_DECLINED', message: 'x', body: { statusCode: 402, code: 'PAYMENT_DECLINED' } };
      const state = run(...toVerifying, { type: 'REFUSED', error: declined, fallback: 'Card declined by the issuer' });
      expect(state).toMatchObject({ declined: 'Card declined by the issuer', problem: null });
    });

    it('the missing bank account is a problem that links to /kyc', () => {
      const state = run(EVENTS.PAY, { type: 'REFUSED', error: apiError(403, 'BANK_ACCOUNT_REQUIRED', 'Add a bank account first.'), fallback: null });
      expect(state).toMatchObject({ phase: 'failed', declined: null, problem: 'Add a bank account first.', bankAccountRequired: true });
    });

    it('an access refusal is shown by the toast alone (no text on the page)', () => {
      const state = run(EVENTS.PAY, { type: 'REFUSED', error: apiError(401, 'AUTHENTICATION_REQUIRED'), fallback: null });
      expect(state).toMatchObject({ phase: 'failed', declined: null, problem: null, bankAccountRequired: false });
    });

    it('retry: Pay after a refusal clears the explanation and starts again; a switched method is the same event', () => {
      const failed = run(...toVerifying, { type: 'REFUSED', error: apiError(402, 'PAYMENT_DECLINED', 'Declined.'), fallback: null });
      const retried = payTransition(failed, EVENTS.PAY);
      expect(retried).toMatchObject({ phase: 'creatingInvestment', declined: null, problem: null, bankAccountRequired: false, bankWaits: 0 });
      const bank = run(EVENTS.PAY, { type: 'REFUSED', error: apiError(403, 'BANK_ACCOUNT_REQUIRED', 'Add one.'), fallback: null });
      expect(payTransition(bank, EVENTS.PAY)).toMatchObject({ problem: null, bankAccountRequired: false });
      // The retried payment runs to success like the first.
      expect(run(...toVerifying, EVENTS.REFUSED, ...toVerifying, EVENTS.PAID).phase).toBe('succeeded');
    });
  });

  describe('waiting for the bank', () => {
    it('asks again while the bank confirms, then succeeds, or ends as pending', () => {
      const waiting = run(...toVerifying, EVENTS.BANK_WAITING, EVENTS.BANK_WAITING);
      expect(waiting).toMatchObject({ phase: 'waitingForBank', bankWaits: 2 });
      expect(payTransition(waiting, EVENTS.PAID).phase).toBe('succeeded');
      expect(payTransition(waiting, EVENTS.BANK_PENDING).phase).toBe('bankPending');
      expect(payTransition(inPhase('verifying'), EVENTS.BANK_PENDING).phase).toBe('bankPending');
    });

    it('never waits for ever: the wait of about a minute (every 2 s) is the most the machine allows', () => {
      expect(MAX_BANK_WAITS).toBe(30);
      let state = run(...toVerifying);
      for (let wait = 1; wait <= MAX_BANK_WAITS; wait += 1) {
        state = payTransition(state, EVENTS.BANK_WAITING);
        expect(state).toMatchObject({ phase: 'waitingForBank', bankWaits: wait });
      }
      state = payTransition(state, EVENTS.BANK_WAITING);
      expect(state).toMatchObject({ phase: 'bankPending', bankWaits: MAX_BANK_WAITS });
      // Pending is final on this page: nothing moves it on, not even another answer or Pay.
      for (const event of Object.values(EVENTS)) expect(payTransition(state, event)).toBe(state);
    });

    it('a new attempt starts the count again', () => {
      const refused = run(...toVerifying, EVENTS.BANK_WAITING, EVENTS.BANK_WAITING, EVENTS.REFUSED);
      expect(refused.bankWaits).toBe(2);
      expect(payTransition(refused, EVENTS.PAY).bankWaits).toBe(0);
    });
  });

  it('success is final', () => {
    const done = run(...toVerifying, EVENTS.PAID);
    for (const event of Object.values(EVENTS)) expect(payTransition(done, event)).toBe(done);
  });
});
