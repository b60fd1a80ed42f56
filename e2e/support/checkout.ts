import { expect, type FrameLocator, type Page } from '@playwright/test';
import { SANDBOX_TEST_VALUES } from '@invest/contracts';
import { recordTyped } from './typed-values.ts';

/** The gateway's hosted checkout, framed by its checkout script (Razorpay Standard Checkout; the stand-in in e2e). */
export const CHECKOUT_FRAME = 'iframe[title="Razorpay Checkout"]';

export function checkoutFrame(page: Page): FrameLocator {
  return page.frameLocator(CHECKOUT_FRAME);
}

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  name: string;
}

/** A CVV unlikely to turn up by chance in what the browser sends us, so the end-of-run scan means something. */
export const TEST_CVV = '947';

export function testCard(number: string = SANDBOX_TEST_VALUES.approvedCardNumber): TestCard {
  const year = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
  return { number: number.replace(/(\d{4})(?=\d)/g, '$1 '), expiry: `12/${year}`, cvv: TEST_CVV, name: 'Asha Rao' };
}

/**
 * Types a card into the gateway's checkout and pays, as a customer would. The number and CVV are recorded: the
 * end-of-run scan fails if either ever reached our origins.
 */
export async function payByCardInCheckout(page: Page, card: TestCard = testCard()): Promise<void> {
  recordTyped('value', card.number.replace(/\D/g, ''));
  recordTyped('cvv', card.cvv);
  const frame = checkoutFrame(page);
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await frame.getByLabel('CVV').fill(card.cvv);
  await frame.getByLabel('Name on card').fill(card.name);
  await frame.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** The acceptance of the Terms & Conditions and Risk Disclosure on /payment: asked before an investor's first payment. */
export function termsAcceptance(page: Page) {
  return page.getByRole('checkbox', { name: /^I have read and accept the Terms & Conditions and the Risk Disclosure/ });
}

/** An investor's first payment: ticks the acceptance of the terms (the page shows it until the current version is on record). */
export async function acceptTerms(page: Page): Promise<void> {
  await termsAcceptance(page).check();
}

/** UPI: the customer approves (or declines) in their UPI app; "Approve AutoPay" when the payment sets up a mandate. */
export async function answerUpiInCheckout(page: Page, answer: 'Approve' | 'Approve AutoPay' | 'Decline'): Promise<void> {
  await checkoutFrame(page).getByRole('button', { name: answer, exact: true }).click();
}

/**
 * Net banking and UPI of an order that names the investor's account (third-party validation): the account the bank
 * says the money comes from. The registered one is the default; the stand-in fails a payment from any other.
 */
export async function payFromInCheckout(page: Page, accountNumber: string): Promise<void> {
  await checkoutFrame(page).getByLabel('Pay from').selectOption(accountNumber);
}

/** Net banking: the sandbox bank's page answers Success or Failure. */
export async function answerBankInCheckout(page: Page, answer: 'Success' | 'Failure'): Promise<void> {
  await checkoutFrame(page).getByRole('button', { name: answer, exact: true }).click();
}

/** The checkout is open (our page's Pay opened it), showing `text`. */
export async function expectCheckoutShowing(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator(CHECKOUT_FRAME)).toBeVisible();
  await expect(checkoutFrame(page).locator('body')).toContainText(text);
}

export async function expectCheckoutClosed(page: Page): Promise<void> {
  await expect(page.locator(CHECKOUT_FRAME)).toHaveCount(0);
}
