/**
 * RazorpayX's Payouts API: create (with the required X-Payout-Idempotency key), fetch, and list by the business
 * account (filtered by reference_id, so a caller can find a payout it created before a crash). A payout is
 * `processing` at once (webhook `payout.initiated`), then after `payoutProcessingMs` `processed` with a UTR
 * (`payout.processed`) or, for the reversal test account, `reversed` (`payout.reversed`).
 *
 * Idempotency as RazorpayX documents it: the same key with the same body answers the payout the first request
 * created (never a second one); the same key with a different body is a 400.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { collection } from './entities.ts';
import { badRequest, unknownId } from './errors.ts';
import { type Fields, asFields, optionalFlag, optionalInteger, optionalString, readNotes, requiredInteger, requiredString } from './fields.ts';
import { newId } from './ids.ts';
import { PAYOUT_MODES, PAYOUT_PURPOSES, type PayoutPurpose, type PayoutRecord, type PayoutStatus, payoutEntity } from './payout-entities.ts';
import { PAYOUT_FEES, PAYOUT_STATUS_DETAILS, newUtr, payoutIsReversed } from './payout-test-values.ts';
import { IDEMPOTENCY_HEADER, fingerprintOf, readIdempotencyKey, requireBusinessAccount } from './razorpayx-fields.ts';

const MINIMUM_AMOUNT = 100;
/** IMPS carries at most ₹5,00,000; RTGS starts at ₹2,00,000 (paise). */
const IMPS_MAXIMUM = 50_000_000;
const RTGS_MINIMUM = 20_000_000;
const MAX_PAGE = 100;
const PAYOUT_STATUSES: readonly PayoutStatus[] = ['processing', 'processed', 'reversed'];

function oneOf<T extends string>(allowed: readonly T[], value: string, field: string): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) throw badRequest(`Invalid ${field}: ${value}`, field);
  return match;
}

function createPayout(ctx: GatewayContext, fields: Fields, idempotencyKey: string): PayoutRecord {
  requireBusinessAccount(ctx, fields);
  const fundAccountId = requiredString(fields, 'fund_account_id', 40);
  const account = ctx.ledger.razorpayx.fundAccount(fundAccountId);
  if (!account) throw unknownId('fund_account_id');
  const amount = requiredInteger(fields, 'amount');
  if (amount < MINIMUM_AMOUNT) throw badRequest('The amount must be atleast INR 1.00', 'amount');
  if ((optionalString(fields, 'currency', 3) ?? 'INR') !== 'INR') throw badRequest('The sandbox accepts only INR.', 'currency');
  const mode = oneOf(PAYOUT_MODES, requiredString(fields, 'mode', 10), 'mode');
  if (mode === 'UPI') throw badRequest('The mode UPI is not supported for a fund account of type bank_account.', 'mode');
  if (mode === 'IMPS' && amount > IMPS_MAXIMUM) throw badRequest('IMPS payouts cannot be more than INR 5,00,000.', 'amount');
  if (mode === 'RTGS' && amount < RTGS_MINIMUM) throw badRequest('RTGS payouts must be at least INR 2,00,000.', 'amount');
  const purpose: PayoutPurpose = oneOf(PAYOUT_PURPOSES, requiredString(fields, 'purpose', 40), 'purpose');
  // Accepted: the sandbox's business account never runs low, so no payout is ever queued.
  optionalFlag(fields, 'queue_if_low_balance');
  const referenceId = optionalString(fields, 'reference_id', 40) ?? null;
  const narration = optionalString(fields, 'narration', 30) ?? null;
  if (narration !== null && !/^[A-Za-z0-9 ]*$/.test(narration)) throw badRequest('The narration may contain only letters, digits and spaces.', 'narration');
  return {
    id: newId('pout'),
    idempotencyKey,
    fundAccountId: account.id,
    amount,
    currency: 'INR',
    mode,
    purpose,
    referenceId,
    narration,
    notes: readNotes(fields),
    ...PAYOUT_FEES,
    status: 'processing',
    statusDetails: { ...PAYOUT_STATUS_DETAILS.processing },
    utr: null,
    createdAt: ctx.now(),
  };
}

/** The beneficiary bank's answer: processed with a UTR, or (the reversal test account) sent back. */
function settle(ctx: GatewayContext, payout: PayoutRecord): void {
  const account = ctx.ledger.razorpayx.fundAccount(payout.fundAccountId);
  if (payout.status !== 'processing' || !account) return;
  if (payoutIsReversed(account.bankAccount)) {
    payout.status = 'reversed';
    payout.statusDetails = { ...PAYOUT_STATUS_DETAILS.reversed };
    ctx.webhooks.send('payout.reversed', { payout: { entity: payoutEntity(payout) } });
    return;
  }
  payout.status = 'processed';
  payout.utr = newUtr(payout.mode);
  payout.statusDetails = { ...PAYOUT_STATUS_DETAILS.processed };
  ctx.webhooks.send('payout.processed', { payout: { entity: payoutEntity(payout) } });
}

export function payoutRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/payouts', async (request) => {
    const idempotencyKey = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER.toLowerCase()]);
    const fields = asFields(request.body);
    const fingerprint = fingerprintOf(fields);
    const earlier = ctx.ledger.razorpayx.byIdempotencyKey(idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw badRequest('The request body differs from the earlier request with the same idempotency key.', IDEMPOTENCY_HEADER);
      }
      return payoutEntity(earlier.payout);
    }
    const payout = createPayout(ctx, fields, idempotencyKey);
    ctx.ledger.razorpayx.addPayout(payout, fingerprint);
    ctx.webhooks.send('payout.initiated', { payout: { entity: payoutEntity(payout) } });
    ctx.timers.after(ctx.payoutProcessingMs, () => settle(ctx, payout));
    return payoutEntity(payout);
  });

  app.get('/v1/payouts', async (request) => {
    const query = asFields(request.query);
    requireBusinessAccount(ctx, query);
    const count = optionalInteger(query, 'count') ?? 10;
    const skip = optionalInteger(query, 'skip') ?? 0;
    if (count < 1 || count > MAX_PAGE) throw badRequest(`The count must be between 1 and ${MAX_PAGE}.`, 'count');
    if (skip < 0) throw badRequest('The skip must be at least 0.', 'skip');
    const mode = optionalString(query, 'mode', 10);
    const status = optionalString(query, 'status', 20);
    const payouts = ctx.ledger.razorpayx.payouts({
      count,
      skip,
      fundAccountId: optionalString(query, 'fund_account_id', 40),
      contactId: optionalString(query, 'contact_id', 40),
      referenceId: optionalString(query, 'reference_id', 40),
      mode: mode === undefined ? undefined : oneOf(PAYOUT_MODES, mode, 'mode'),
      status: status === undefined ? undefined : oneOf(PAYOUT_STATUSES, status, 'status'),
      from: optionalInteger(query, 'from'),
      to: optionalInteger(query, 'to'),
    });
    return collection(payouts.map(payoutEntity));
  });

  app.get<{ Params: { id: string } }>('/v1/payouts/:id', async (request) => {
    const payout = ctx.ledger.razorpayx.payout(request.params.id);
    if (!payout) throw unknownId();
    return payoutEntity(payout);
  });
}
