/**
 * RazorpayX's Fund Accounts API, for bank accounts: where a contact's payouts go. The same contact, holder name,
 * IFSC and account number answer the existing fund account (as RazorpayX does); fund accounts cannot be edited.
 * The account number is kept (RazorpayX answers it in full) but never logged.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';
import { badRequest, unknownId } from './errors.ts';
import { asFields, nestedFields, requiredString } from './fields.ts';
import { newId } from './ids.ts';
import { type FundAccountRecord, fundAccountEntity } from './payout-entities.ts';
import { readAccountNumber, readIfsc, readName } from './razorpayx-fields.ts';

export function fundAccountRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post('/v1/fund_accounts', async (request) => {
    const fields = asFields(request.body);
    const contactId = requiredString(fields, 'contact_id', 40);
    if (!ctx.ledger.razorpayx.contact(contactId)) throw unknownId('contact_id');
    if (requiredString(fields, 'account_type', 20) !== 'bank_account') {
      throw badRequest('The sandbox supports fund accounts of account_type bank_account only.', 'account_type');
    }
    const bankAccount = nestedFields(fields, 'bank_account');
    if (!bankAccount) throw badRequest('The bank_account field is required.', 'bank_account');
    const name = readName(bankAccount, 'name', 3, 120, 'bank_account.name');
    const { ifsc, bankName } = readIfsc(bankAccount, 'bank_account.ifsc');
    const accountNumber = readAccountNumber(bankAccount, 'bank_account.account_number');

    const existing = ctx.ledger.razorpayx.sameFundAccount(contactId, name, ifsc, accountNumber);
    if (existing) return fundAccountEntity(existing);
    const account: FundAccountRecord = { id: newId('fa'), contactId, bankAccount: { name, ifsc, bankName, accountNumber }, createdAt: ctx.now() };
    ctx.ledger.razorpayx.addFundAccount(account);
    return fundAccountEntity(account);
  });

  app.get<{ Params: { id: string } }>('/v1/fund_accounts/:id', async (request) => {
    const account = ctx.ledger.razorpayx.fundAccount(request.params.id);
    if (!account) throw unknownId();
    return fundAccountEntity(account);
  });
}
