/**
 * RazorpayX's fund-account validation (the "penny drop"): ₹1 is sent to the bank account from the business account,
 * and the bank answers whether the account exists and in whose name it is held. The validation is `created` at
 * once and `completed` after `fundAccountValidationMs`, with `results.account_status` and `registered_name` from
 * the test values, and the signed webhook `fund_account.validation.completed`.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { badRequest, unknownId } from './errors.ts';
import { asFields, nestedFields, optionalInteger, optionalString, readNotes, requiredString } from './fields.ts';
import { newId } from './ids.ts';
import { type FundAccountRecord, type ValidationRecord, validationEntity } from './payout-entities.ts';
import { newRrn, pennyDropAnswer } from './payout-test-values.ts';
import { requireBusinessAccount } from './razorpayx-fields.ts';

/** RazorpayX deposits ₹1 by default. */
const DEFAULT_AMOUNT = 100;

function complete(ctx: GatewayContext, validation: ValidationRecord, account: FundAccountRecord): void {
  if (validation.status !== 'created') return;
  const answer = pennyDropAnswer(account.bankAccount);
  validation.status = 'completed';
  validation.accountStatus = answer.accountStatus;
  validation.registeredName = answer.registeredName;
  validation.utr = answer.accountStatus === 'active' ? newRrn() : null;
  ctx.webhooks.send('fund_account.validation.completed', { 'fund_account.validation': { entity: validationEntity(validation, account) } });
}

export function validationRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/fund_accounts/validations', async (request) => {
    const fields = asFields(request.body);
    requireBusinessAccount(ctx, fields);
    const fundAccount = nestedFields(fields, 'fund_account');
    if (!fundAccount) throw badRequest('The fund_account field is required.', 'fund_account');
    const account = ctx.ledger.razorpayx.fundAccount(requiredString(fundAccount, 'id', 40, 'fund_account.id'));
    if (!account) throw unknownId('fund_account.id');
    const amount = optionalInteger(fields, 'amount') ?? DEFAULT_AMOUNT;
    if (amount < DEFAULT_AMOUNT) throw badRequest('The amount must be at least 100.', 'amount');
    const currency = optionalString(fields, 'currency', 3) ?? 'INR';
    if (currency !== 'INR') throw badRequest('The sandbox accepts only INR.', 'currency');
    const validation: ValidationRecord = {
      id: newId('fav'),
      fundAccountId: account.id,
      amount,
      currency: 'INR',
      notes: readNotes(fields),
      status: 'created',
      accountStatus: null,
      registeredName: null,
      utr: null,
      createdAt: ctx.now(),
    };
    ctx.ledger.razorpayx.addValidation(validation);
    ctx.timers.after(ctx.fundAccountValidationMs, () => complete(ctx, validation, account));
    return validationEntity(validation, account);
  });

  app.get<{ Params: { id: string } }>('/v1/fund_accounts/validations/:id', async (request) => {
    const validation = ctx.ledger.razorpayx.validation(request.params.id);
    const account = validation ? ctx.ledger.razorpayx.fundAccount(validation.fundAccountId) : undefined;
    if (!validation || !account) throw unknownId();
    return validationEntity(validation, account);
  });
}
