import {
  categoryFiguresOf,
  CATEGORY_KEYS,
  indiaToday,
  interestTdsOn,
  planPayoutSchedule,
  PRODUCT_PAGE_KEYS,
  rupeesText,
  tenureText,
  thresholdOf,
} from '@invest/contracts';
import { annualRatesIn, bookedMonths, bookedRates, bookedTerms, mainText, monthsIn, type BookedTerms } from '../support/booked-terms.ts';
import { expect, test } from '../support/fixtures.ts';
import { completeKyc } from '../support/kyc.ts';
import { crosses } from '../support/tags.ts';

/** Every public page that states a figure about a product. */
const PUBLIC_PAGES = [
  '/',
  ...CATEGORY_KEYS.map((key) => `/products?category=${key}`),
  ...Object.keys(PRODUCT_PAGE_KEYS).map((slug) => `/${slug}`),
  '/calculator',
  '/knowledge-hub',
  '/faq',
  '/risk-disclosure',
];

let booked: BookedTerms;

test.beforeAll(async ({ request }) => {
  booked = await bookedTerms(request);
});

const rupees = (amount: number) => rupeesText(amount);

test.describe('one truth on every page: each figure shown is a booked term', crosses('marketing', 'products'), () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: every rate and tenure it states is one a plan is booked at`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).not.toContainText('Loading');
      const text = await mainText(page);
      const rates = bookedRates(booked.plans);
      const months = bookedMonths(booked.plans);
      expect(
        annualRatesIn(text).filter((rate) => !rates.has(rate)),
        `rates on ${path} that no plan is booked at`,
      ).toEqual([]);
      expect(
        monthsIn(text).filter((value) => !months.has(value)),
        `tenures on ${path} that no plan allows`,
      ).toEqual([]);
    });
  }

  test('/products: each card is a plan, showing the terms it is booked at', async ({ page }) => {
    for (const key of CATEGORY_KEYS) {
      await page.goto(`/products?category=${key}`);
      const cards = page.getByRole('tabpanel').locator('article[data-plan-id]');
      await expect(cards.first()).toBeVisible();
      const shown = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-plan-id') ?? ''));
      // Every plan of the category is on a card (a fund's SIP is reached from its fund's card).
      const offered = booked.plans.filter((plan) => plan.category === key && !(plan.category === 'MUTUAL_FUNDS' && plan.mode === 'sip'));
      expect([...shown].sort()).toEqual(offered.map((plan) => plan.planId).sort());
      for (const plan of offered) {
        const card = page.locator(`article[data-plan-id="${plan.planId}"]`);
        await expect(card).toContainText(plan.returns);
        await expect(card).toContainText(tenureText(plan.tenure));
        await expect(card).toContainText(rupees(plan.minAmount));
      }
    }
  });

  test('product pages: each plan shows its booked terms and the processing fee', async ({ page }) => {
    for (const slug of Object.keys(PRODUCT_PAGE_KEYS)) {
      await page.goto(`/${slug}`);
      const terms = page.locator('[data-booked-terms]');
      await expect(terms.first()).toBeVisible();
      for (const element of await terms.all()) {
        const planId = (await element.getAttribute('data-booked-terms')) ?? '';
        const plan = booked.plans.find((candidate) => candidate.planId === planId);
        expect(plan, `${planId} on /${slug} is a booked plan`).toBeDefined();
        if (!plan) continue;
        await expect(element).toContainText(plan.returns);
        await expect(element).toContainText(tenureText(plan.tenure));
        await expect(element).toContainText(rupees(plan.minAmount));
        await expect(element).toContainText(rupees(booked.figures.facts.processingFee));
        if (plan.prematureWithdrawal) await expect(element).toContainText(`${plan.prematureWithdrawal.penaltyPercent}% of interest earned`);
      }
    }
  });

  test("the knowledge hub's ranges are computed from the plans", async ({ page }) => {
    await page.goto('/knowledge-hub');
    for (const key of CATEGORY_KEYS) {
      const figures = categoryFiguresOf(booked.plans.filter((plan) => plan.category === key));
      expect(booked.figures.categories[key]).toEqual(figures);
      await expect(page.locator('main')).toContainText(figures.returns);
    }
    const fd = booked.figures.categories.FIXED_DEPOSITS;
    await expect(page.locator('main')).toContainText(`Tenures of ${fd.tenure}`);
    await expect(page.locator('main')).toContainText(`penalty of ${fd.penalty} of interest earned`);
    expect(await mainText(page)).toContain(`interest we pay you passes ${rupees(booked.figures.facts.tdsThreshold.amount)}`);
  });

  test('the FAQ states the booked terms and the platform’s own figures', crosses('marketing'), async ({ page }) => {
    await page.goto('/faq');
    const text = await mainText(page);
    const { facts, categories } = booked.figures;
    // The TDS threshold is the one the platform's interest is booked with: the platform payer's row of the TDS table.
    const row = interestTdsOn(indiaToday());
    expect(facts.tdsThreshold).toEqual({
      payer: 'platform',
      amount: thresholdOf(row, 'platform', false) / 100,
      ratePercent: row.rateBp / 100,
      since: row.effectiveFrom,
    });
    expect(text).toContain(`the interest we pay you in a financial year (April to March) passes ${rupees(facts.tdsThreshold.amount)}`);
    expect(text).toContain(`Cash is accepted for ${rupees(facts.cashMinimumAmount)} or more`);
    expect(text).toContain(`penalty of ${categories.FIXED_DEPOSITS.penalty} of interest earned`);
    expect(text).toContain(`tenures of ${categories.FIXED_DEPOSITS.tenure}`);
    expect(text).toContain('KYC is verified instantly');
    expect(text).toContain('booked instantly');
    for (const stale of ['24-48 hours', 'within 24 hours', '₹1 lakh', '6-30 months', '1.5% monthly', '₹40,000', 'for senior citizens'])
      expect(text).not.toContain(stale);
  });

  test('the calculator works out every fixed deposit as it is booked, for each tenure it allows', async ({ page }) => {
    await page.goto('/calculator');
    for (const plan of booked.plans.filter((candidate) => candidate.category === 'FIXED_DEPOSITS')) {
      await page.getByLabel(/^Plan/).selectOption(plan.planId);
      const options = await page
        .getByLabel(/^Tenure/)
        .locator('option')
        .allTextContents();
      expect(options).toEqual(
        Array.from({ length: plan.tenure.maxMonths - plan.tenure.minMonths + 1 }, (_, index) => `${plan.tenure.minMonths + index} months`),
      );
      const payouts = planPayoutSchedule(plan, 1_00_000_00, plan.tenure.defaultMonths, '2026-01-01');
      const last = payouts.at(-1)?.amountPaise ?? 0;
      await expect(page.getByTestId('monthly-payout')).toHaveText(rupees((payouts[0]?.amountPaise ?? 0) / 100));
      await expect(page.getByTestId('maturity-amount')).toHaveText(rupees(last / 100));
      await expect(page.getByTestId('total-received')).toHaveText(rupees(payouts.reduce((sum, payout) => sum + payout.amountPaise, 0) / 100));
    }
  });
});

test('the payment page previews the chosen plan as it is booked', crosses('products', 'payments'), async ({ page }) => {
  await completeKyc(page.request);
  const plan = booked.plans.find((candidate) => candidate.planId === 'plan.fixed-deposits.long-term-fd');
  expect(plan).toBeDefined();
  if (!plan) return;
  await page.goto('/products?category=FIXED_DEPOSITS');
  await page.getByRole('link', { name: `Buy Now ${plan.productName}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('terms-rate')).toHaveText(plan.returns);
  await expect(page.getByTestId('terms-tenure')).toHaveText(tenureText(plan.tenure));
  const payouts = planPayoutSchedule(plan, 1_00_000_00, plan.tenure.defaultMonths, '2026-01-01');
  const preview = page.getByTestId('payout-preview');
  await expect(preview).toContainText(`At ${plan.monthlyRate}% a month, ${rupees(1_00_000)} pays ${rupees((payouts[0]?.amountPaise ?? 0) / 100)}`);
  await expect(preview).toContainText(`${rupees((payouts.at(-1)?.amountPaise ?? 0) / 100)} with the last month`);
  await expect(page.getByRole('main')).toContainText(rupees(booked.figures.facts.processingFee));
  const text = await mainText(page);
  expect(annualRatesIn(text).filter((rate) => !bookedRates(booked.plans).has(rate))).toEqual([]);
  expect(text).toContain(rupees(booked.figures.facts.cashMinimumAmount));
});
