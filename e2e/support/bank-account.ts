import { expect, type APIRequestContext } from '@playwright/test';
import { type BankAccountResponse, type BankAccountView, SANDBOX_IDENTITY_TEST_VALUES, SANDBOX_PAYOUT_TEST_VALUES } from '@invest/contracts';
import { csrfHeaders } from './session.ts';
import { recordTyped } from './typed-values.ts';
import { callAndWorkerDigits } from './unique-digits.ts';

/** The name on every sandbox Aadhaar record: the bank account is held in it, so the penny drop's name matches. */
export const BANK_HOLDER_NAME = SANDBOX_IDENTITY_TEST_VALUES.holderName;
/** A State Bank of India branch the gateway stand-in's IFSC lookup knows. */
export const BANK_IFSC = SANDBOX_PAYOUT_TEST_VALUES.ifsc;

let accountCounter = 0;

/**
 * A 12-digit account number no other test uses (and none of the stand-in's test values, which are repeated digits),
 * recorded so that the run's data-at-rest scan looks for it in the database and the logs.
 */
export function freshAccountNumber(): string {
  accountCounter += 1;
  const digits = `5${String(Date.now() % 1e9).padStart(9, '0')}${callAndWorkerDigits(accountCounter)}`;
  recordTyped('value', digits);
  return digits;
}

/**
 * Adds a bank account through POST /api/bank-account (the penny drop runs at the gateway stand-in) and waits until
 * GET /api/bank-account says it is verified. The context's user must be KYC-verified.
 */
export async function addVerifiedBankAccount(request: APIRequestContext, accountNumber = freshAccountNumber()): Promise<BankAccountView> {
  const added = await request.post('/api/bank-account', { data: { accountNumber, ifsc: BANK_IFSC, holderName: BANK_HOLDER_NAME }, headers: csrfHeaders });
  expect([200, 202], await added.text()).toContain(added.status());
  let account = ((await added.json()) as BankAccountResponse).account;
  for (let tries = 0; account?.status === 'verifying' && tries < 40; tries += 1) {
    await new Promise((done) => setTimeout(done, 250));
    account = ((await (await request.get('/api/bank-account')).json()) as BankAccountResponse).account;
  }
  expect(account?.status).toBe('verified');
  expect(account?.last4).toBe(accountNumber.slice(-4));
  return account as BankAccountView;
}
