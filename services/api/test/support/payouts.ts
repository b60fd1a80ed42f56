import type { PortfolioPayout, SessionResponse } from '@invest/contracts';
import { addBankAccount, freshAccountNumber, ownAccount } from './bank-account.js';
import type { HttpClient } from './http-client.js';
import { setKycStatus } from './kyc-status.js';
import { newPhone, signIn, type TestApp } from './test-app.js';

/** What the gateway stand-in made for one payout reference (`<payout id>:<attempt>`): its inspection route. */
export interface SentPayouts {
  count: number;
  processing: number;
  processed: number;
  reversed: number;
}

/** GET /_sandbox/payouts?reference_id=…: how many RazorpayX payouts the stand-in made for a reference, and their states. */
export async function payoutsSentFor(gatewayUrl: string, reference: string): Promise<SentPayouts> {
  const response = await fetch(`${gatewayUrl}/_sandbox/payouts?reference_id=${encodeURIComponent(reference)}`);
  if (!response.ok) throw new Error(`/_sandbox/payouts answered ${response.status}`);
  return (await response.json()) as SentPayouts;
}

/** GET /api/payouts/user/{id} (all of them, soonest first). */
export async function payoutsOf(client: HttpClient, userId: string): Promise<PortfolioPayout[]> {
  const result = await client.get<PortfolioPayout[]>(`/api/payouts/user/${userId}`);
  if (result.status !== 200) throw new Error(`payouts: ${result.status} ${result.text}`);
  return result.body;
}

/**
 * The investor's payouts once none is `processing` any more: the stand-in settles a payout about half a second after
 * it is created and its signed webhook comes back to the API. Fails after `timeoutMs`.
 */
export async function settledPayoutsOf(client: HttpClient, userId: string, timeoutMs = 15_000): Promise<PortfolioPayout[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const payouts = await payoutsOf(client, userId);
    if (!payouts.some((payout) => payout.status === 'processing')) return payouts;
    if (Date.now() > deadline)
      throw new Error(
        `payouts still processing after ${timeoutMs} ms: ${payouts
          .filter((p) => p.status === 'processing')
          .map((p) => p.id)
          .join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in, KYC-verified investor with a bank account verified through POST /api/bank-account (known number). */
export interface PayoutInvestor {
  http: HttpClient;
  id: string;
  phone: string;
  accountNumber: string;
}

/**
 * Signs a new investor in, records a verified KYC holder (test setup, as setKycStatus does) and adds their bank account
 * through the public API (IFSC lookup, penny drop at the gateway stand-in): `accountNumber` may be a stand-in test value
 * (SANDBOX_PAYOUT_TEST_VALUES.reversalAccount); the holder is born on `dateOfBirth` (default 15 Aug 1990).
 */
export async function payoutInvestor(api: TestApp, ip: string, accountNumber = freshAccountNumber(), dateOfBirth?: string): Promise<PayoutInvestor> {
  const http = api.client(ip);
  const phone = await signIn(http, newPhone());
  const session = await http.get<SessionResponse>('/api/session');
  await setKycStatus(api, session.body.userId, 'verified', { bankAccount: false, ...(dateOfBirth ? { dateOfBirth } : {}) });
  await verifyAccount(http, accountNumber);
  return { http, id: session.body.userId, phone, accountNumber };
}

/**
 * POST /api/bank-account with the sandbox holder's name (and `otp`, which replacing a verified account takes); fails
 * unless the penny drop verified it.
 */
export async function verifyAccount(http: HttpClient, accountNumber: string, otp?: string): Promise<void> {
  const added = await addBankAccount(http, { ...ownAccount({ accountNumber }), ...(otp ? { otp } : {}) });
  if (added.status !== 200 || added.body.account?.status !== 'verified') throw new Error(`bank account not verified: ${added.status} ${added.text}`);
}
