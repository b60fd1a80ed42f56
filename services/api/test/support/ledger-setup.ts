import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import type { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** Moves the test clock to an exact instant. */
export function setClock(api: TestApp, iso: string): void {
  api.clock.advance(Date.parse(iso) - api.clock.now().getTime());
}

export interface Purchase {
  productType: string;
  productName: string;
  amount: number;
  duration?: number;
  returnRate?: string;
  /** Defaults to the sandbox's approved test card. */
  cardNumber?: string;
}

/** Buys through the real endpoints: POST /api/investments, then POST /api/payments/process by card. */
export async function buy(client: HttpClient, userId: string, purchase: Purchase): Promise<{ investmentId: string; paymentStatus: number }> {
  const { cardNumber = SANDBOX_TEST_VALUES.approvedCardNumber, ...product } = purchase;
  const created = await client.post<{ investment?: { id: string } }>('/api/investments', {
    userId,
    ...product,
    investmentDate: new Date().toISOString(),
  });
  const investmentId = created.body.investment?.id;
  if (created.status !== 201 || !investmentId) throw new Error(`investment failed: ${created.status} ${created.text}`);
  const paid = await client.post('/api/payments/process', {
    investmentId,
    amount: String(purchase.amount),
    paymentMethod: 'card',
    userId,
    cardDetails: { number: cardNumber, expiry: '12/30', cvv: '123', holder: 'Asha Rao' },
  });
  return { investmentId, paymentStatus: paid.status };
}
