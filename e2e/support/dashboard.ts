import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { csrfHeaders } from './session.ts';

export interface BoughtProduct {
  investmentId: string;
  productName: string;
  amount: number;
}

/** Buys a product through the real endpoints (POST /api/investments, then /api/payments/process by the sandbox's approved card). */
export async function buyByCard(
  request: APIRequestContext,
  userId: string,
  product: { productType: string; productName: string; amount: number; duration?: number; returnRate?: string },
): Promise<BoughtProduct> {
  const created = await request.post('/api/investments', {
    data: { userId, ...product, investmentDate: new Date().toISOString() },
    headers: csrfHeaders,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { investment } = (await created.json()) as { investment: { id: string } };
  const paid = await request.post('/api/payments/process', {
    data: {
      investmentId: investment.id,
      amount: String(product.amount),
      paymentMethod: 'card',
      userId,
      cardDetails: { number: SANDBOX_TEST_VALUES.approvedCardNumber, expiry: '12/30', cvv: '123', holder: 'Asha Rao' },
    },
    headers: csrfHeaders,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { investmentId: investment.id, productName: product.productName, amount: product.amount };
}

/** The first 15th strictly after today in India (a fixed deposit's first monthly payout), as the dashboard prints it. */
export function nextFifteenthLabel(now = new Date()): string {
  const today = new Date(now.getTime() + 330 * 60_000);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  const next = day < 15 ? new Date(Date.UTC(year, month, 15)) : new Date(Date.UTC(year, month + 1, 15));
  return new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(next);
}
