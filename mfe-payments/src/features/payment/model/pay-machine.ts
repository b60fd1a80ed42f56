import type { GatewayCheckout } from '@invest/contracts';
import { refusalOf, type Refusal } from './payment-errors.js';
import { VERIFY_POLL_LIMIT_MS, VERIFY_POLL_MS } from './verify-until-settled.js';

/**
 * The payment flow of product §4 "Paying" as a state machine: a transition table and a pure reducer. The hook
 * (hooks/use-pay.ts) runs the side effects (requests, checkout, toasts, storage) and reports each outcome as an event;
 * an event the table does not list for the current phase is ignored (the state is returned unchanged).
 *
 *   idle | failed ─PAY─▶ creatingInvestment ─INVESTMENT_READY─▶ creatingOrder ─ORDER_CREATED─▶ openingCheckout
 *   openingCheckout ─CHECKOUT_OPENED─▶ checkout ─CHECKOUT_CLOSED─▶ verifying   (checkout ─CHECKOUT_DISMISSED─▶ idle)
 *   verifying | waitingForBank ─BANK_WAITING─▶ waitingForBank (bankPending once the wait is used up)
 *   verifying | waitingForBank ─PAID─▶ succeeded · ─BANK_PENDING─▶ bankPending
 *   any step before the checkout opens, verifying, waitingForBank ─REFUSED─▶ failed
 */
export type PayPhase =
  | 'idle'
  /** Creating the investment (by plan id); skipped at once when the attempt already created it. */
  | 'creatingInvestment'
  /** Asking the server for the gateway order. */
  | 'creatingOrder'
  /** Loading the gateway's checkout script. */
  | 'openingCheckout'
  /** The gateway's checkout is open. */
  | 'checkout'
  | 'verifying'
  /** 202: asked again every 2 s. */
  | 'waitingForBank'
  /** The bank did not confirm within the wait. */
  | 'bankPending'
  | 'succeeded'
  /** Refused (declined, access, gateway...): the explanation stays on the page and a new attempt may follow. */
  | 'failed';

export type PayEvent =
  | { type: 'PAY' }
  | { type: 'INVESTMENT_READY' }
  | { type: 'ORDER_CREATED'; checkout: GatewayCheckout }
  | { type: 'CHECKOUT_OPENED' }
  /** Closed without paying: the same attempt may open the checkout again. */
  | { type: 'CHECKOUT_DISMISSED' }
  /** Paid, or a failure the gateway reported: the server is asked what became of the payment. */
  | { type: 'CHECKOUT_CLOSED' }
  | { type: 'BANK_WAITING' }
  | { type: 'BANK_PENDING' }
  | { type: 'PAID' }
  /** The server's refusal (or null with the page's own explanation as `fallback`). */
  | { type: 'REFUSED'; error: unknown; fallback: string | null };

export type PayEventType = PayEvent['type'];

export interface PayState extends Refusal {
  phase: PayPhase;
  /** The latest gateway order's checkout (its mandate, whether it is the sandbox); kept across attempts. */
  checkout: GatewayCheckout | null;
  /** How many times the server has been asked again while the bank had not confirmed. */
  bankWaits: number;
}

/** The bank wait of verifyUntilSettled (every VERIFY_POLL_MS for VERIFY_POLL_LIMIT_MS): never longer. */
export const MAX_BANK_WAITS = VERIFY_POLL_LIMIT_MS / VERIFY_POLL_MS;

export const PAY_START: PayState = { phase: 'idle', declined: null, problem: null, bankAccountRequired: false, checkout: null, bankWaits: 0 };

/** Which event moves each phase where; anything else is ignored. */
export const PAY_TRANSITIONS: { readonly [P in PayPhase]: { readonly [E in PayEventType]?: PayPhase } } = {
  idle: { PAY: 'creatingInvestment' },
  failed: { PAY: 'creatingInvestment' },
  creatingInvestment: { INVESTMENT_READY: 'creatingOrder', REFUSED: 'failed' },
  creatingOrder: { ORDER_CREATED: 'openingCheckout', REFUSED: 'failed' },
  openingCheckout: { CHECKOUT_OPENED: 'checkout', REFUSED: 'failed' },
  checkout: { CHECKOUT_DISMISSED: 'idle', CHECKOUT_CLOSED: 'verifying' },
  verifying: { BANK_WAITING: 'waitingForBank', BANK_PENDING: 'bankPending', PAID: 'succeeded', REFUSED: 'failed' },
  waitingForBank: { BANK_WAITING: 'waitingForBank', BANK_PENDING: 'bankPending', PAID: 'succeeded', REFUSED: 'failed' },
  bankPending: {},
  succeeded: {},
};

/** A payment is under way: the Pay buttons wait. */
export const PAYING_PHASES: ReadonlySet<PayPhase> = new Set([
  'creatingInvestment',
  'creatingOrder',
  'openingCheckout',
  'checkout',
  'verifying',
  'waitingForBank',
]);

/** Where `event` leads from `state`, or null when the table does not allow it there. */
export function targetOf(state: PayState, event: PayEvent): PayPhase | null {
  const target = PAY_TRANSITIONS[state.phase][event.type];
  if (target === undefined) return null;
  // The bank wait is bounded here too: once it is used up, waiting longer means the bank has not confirmed.
  if (event.type === 'BANK_WAITING' && state.bankWaits >= MAX_BANK_WAITS) return 'bankPending';
  return target;
}

/** The pure reducer: the next state, or `state` itself (the same object) when the event is not allowed. */
export function payTransition(state: PayState, event: PayEvent): PayState {
  const phase = targetOf(state, event);
  if (phase === null) return state;
  switch (event.type) {
    case 'PAY':
      return { ...state, phase, declined: null, problem: null, bankAccountRequired: false, bankWaits: 0 };
    case 'ORDER_CREATED':
      return { ...state, phase, checkout: event.checkout };
    case 'BANK_WAITING':
      return { ...state, phase, bankWaits: phase === 'waitingForBank' ? state.bankWaits + 1 : state.bankWaits };
    case 'REFUSED':
      return { ...state, phase, ...refusalOf(event.error, event.fallback) };
    default:
      return { ...state, phase };
  }
}
