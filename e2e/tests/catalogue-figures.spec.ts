import {
  categoryFiguresOf,
  CATEGORY_KEYS,
  creditRatingText,
  guaranteeText,
  highestRisk,
  PRODUCT_FACTS_NOTE,
  indiaToday,
  interestTdsOn,
  planPayoutSchedule,
  PRODUCT_PAGE_KEYS,
  rupeesText,
  tenureText,
  thresholdOf,
  type PlanTerms,
} from '@invest/contracts';
import { BRAND } from '@invest/platform/brand';
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

/** The legal pages: each shows the grievance officer and the escalation path, like the footer. */
const LEGAL_PAGES = ['/terms', '/privacy', '/risk-disclosure', '/dpdp-compliance'];

let booked: BookedTerms;

test.beforeAll(async ({ request }) => {
  booked = await bookedTerms(request);
});

const rupees = (amount: number) => rupeesText(amount);

/** A plan's credit rating as its card states it: the grade and agency, or why no agency rates it. */
const ratingShown = (plan: PlanTerms) =>
  'agency' in plan.facts.creditRating ? creditRatingText(plan.facts.creditRating) : `Not rated: ${plan.facts.creditRating.reason}`;

/** The plans a product page or /products shows a card for (a fund's SIP is on its fund's card). */
const cardPlansOf = (category: string) =>
  booked.plans.filter((plan) => plan.category === category && !(plan.category === 'MUTUAL_FUNDS' && plan.mode === 'sip'));

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

  test('product pages: each plan names its issuer, rating and agency, insurance and risk as booked, with the fee', async ({ page }) => {
    for (const [slug, key] of Object.entries(PRODUCT_PAGE_KEYS)) {
      await page.goto(`/${slug}`);
      const facts = page.locator('[data-product-facts]');
      await expect(facts.first()).toBeVisible();
      const shown = await facts.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-product-facts') ?? ''));
      const category = booked.plans.find((plan) => shown.includes(plan.planId))?.category ?? '';
      expect([key, [...shown].sort()]).toEqual([
        key,
        cardPlansOf(category)
          .map((plan) => plan.planId)
          .sort(),
      ]);
      for (const plan of cardPlansOf(category)) {
        const element = page.locator(`[data-product-facts="${plan.planId}"]`);
        await expect(element).toContainText(plan.facts.issuer.name);
        await expect(element).toContainText(ratingShown(plan));
        await expect(element).toContainText(`${plan.facts.risk} risk`);
        await expect(element).toContainText(plan.facts.insurance.statement);
        if (plan.facts.guarantor) await expect(element).toContainText(guaranteeText(plan.facts.guarantor));
        else await expect(element).not.toContainText(/guarantee/i);
        await expect(page.locator(`[data-booked-terms="${plan.planId}"]`)).toContainText(rupees(booked.figures.facts.processingFee));
      }
      // The deposit insurance a bank deposit would have is stated only where the issuer is a bank.
      for (const plan of cardPlansOf(category)) expect([plan.planId, plan.facts.insurance.insured]).toEqual([plan.planId, plan.facts.issuer.kind === 'bank']);
      await expect(page.locator('main')).toContainText(PRODUCT_FACTS_NOTE);
    }
  });

  test('/products: each card states its plan’s risk, issuer and insurance as booked', async ({ page }) => {
    for (const key of CATEGORY_KEYS) {
      await page.goto(`/products?category=${key}`);
      await expect(page.getByRole('tabpanel').locator('article[data-plan-id]').first()).toBeVisible();
      for (const plan of cardPlansOf(key)) {
        const card = page.locator(`article[data-plan-id="${plan.planId}"]`);
        await expect(card).toContainText(`${plan.facts.risk} risk`);
        await expect(card).toContainText(plan.facts.issuer.name);
        await expect(card).toContainText(plan.facts.insurance.statement);
      }
    }
  });

  test('one risk scale: each category’s risk is the highest of its plans’ on the knowledge hub and the risk disclosure', async ({ page }) => {
    for (const path of ['/knowledge-hub', '/risk-disclosure']) {
      await page.goto(path);
      for (const key of CATEGORY_KEYS) {
        const risk = highestRisk(booked.plans.filter((plan) => plan.category === key).map((plan) => plan.facts.risk));
        expect(booked.figures.categories[key].risk).toBe(risk);
        const card =
          path === '/knowledge-hub' ? page.locator('article', { has: page.locator(`[data-insurance="${key}"]`) }) : page.locator(`[data-category="${key}"]`);
        await expect(card).toContainText(risk);
        await expect(card).toContainText(booked.figures.categories[key].insurance);
      }
    }
  });

  test('"Guaranteed" appears only beside the guarantor the terms name', async ({ page }) => {
    const allowed = booked.plans.flatMap((plan) => (plan.facts.guarantor ? [guaranteeText(plan.facts.guarantor)] : []));
    for (const path of [...PUBLIC_PAGES, ...LEGAL_PAGES, '/demo']) {
      await page.goto(path);
      await expect(page.locator('main')).not.toContainText('Loading');
      const text = allowed.reduce((rest, statement) => rest.split(statement).join(''), await page.locator('body').evaluate((body) => body.textContent ?? ''));
      // A disclaimer saying what is not promised ("does not guarantee future returns") is no claim; "guaranteed" is.
      expect(text.match(/[^.]*\bguaranteed\b[^.]*/gi) ?? [], `"guaranteed" on ${path}`).toEqual([]);
    }
  });

  test(
    'the footer and the legal pages name the grievance officer and the way to escalate, from the brand config',
    crosses('shell', 'marketing'),
    async ({ page }) => {
      const { officer, nodalOfficer, regulators } = BRAND.grievance;
      for (const path of ['/', ...LEGAL_PAGES]) {
        await page.goto(path);
        const regions = [page.locator('[data-grievance="footer"]'), ...(path === '/' ? [] : [page.locator('[data-grievance="page"]')])];
        for (const region of regions) {
          for (const text of [
            officer.name,
            officer.email,
            officer.phone.display,
            officer.response,
            nodalOfficer.name,
            nodalOfficer.email,
            nodalOfficer.phone.display,
          ])
            await expect(region, `${text} on ${path}`).toContainText(text);
          for (const regulator of regulators) await expect(region.getByRole('link', { name: regulator.name })).toHaveAttribute('href', regulator.url);
        }
      }
    },
  );

  test('the processing fee is stated before the KYC and sign-in forms', crosses('onboarding'), async ({ page }) => {
    for (const path of ['/kyc', '/sign-in']) {
      await page.goto(path);
      await expect(page.getByTestId('fee-notice'), path).toContainText(rupees(booked.figures.facts.processingFee));
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
  await expect(page.getByTestId('summary-issuer')).toHaveText(plan.facts.issuer.name);
  await expect(page.getByTestId('summary-insurance')).toHaveText(plan.facts.insurance.statement);
  const text = await mainText(page);
  expect(annualRatesIn(text).filter((rate) => !bookedRates(booked.plans).has(rate))).toEqual([]);
  expect(text).toContain(rupees(booked.figures.facts.cashMinimumAmount));
});
