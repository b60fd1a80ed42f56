import { describe, expect, it } from '@jest/globals';
import { paymentsTranslate } from '../../../testing/payments-i18n.js';
import { hasTenureChoice, initialTenure, minimumProblem, planAmountProblem, rateText, tenureOptions, upiIdSchema } from './payment-rules.js';

const english = paymentsTranslate('en');
const hindi = paymentsTranslate('hi');

const plan = (minAmount: number, maxAmount = 10_00_00_00_000) => ({ productName: 'Medium Term FD', minAmount, maxAmount });
const tenure = (minMonths: number, maxMonths: number, defaultMonths = minMonths) => ({ tenure: { minMonths, maxMonths, defaultMonths } });

describe('payment rules (product §5)', () => {
  it('checks the UPI ID with the spec message', () => {
    expect(upiIdSchema.safeParse('asha.rao@okaxis').success).toBe(true);
    const bad = upiIdSchema.safeParse('a@okaxis');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid UPI ID (e.g., yourname@paytm, yourname@phonepe)');
    expect(upiIdSchema.safeParse('asha@ok1').success).toBe(false);
  });

  it('knows the minimums per method', () => {
    expect(minimumProblem('upi', 9999, english)).toBe('The minimum investment is ₹10,000.');
    expect(minimumProblem('card', 10000, english)).toBeNull();
    expect(minimumProblem('cash', 499999, english)).toBe('Cash payments are accepted for ₹5,00,000 (₹5 lakhs) or more only.');
    expect(minimumProblem('cash', 500000, english)).toBeNull();
  });

  it("refuses an amount outside the plan's range, naming the limit", () => {
    expect(planAmountProblem(plan(10000), 9999, english)).toBe('The minimum investment is ₹10,000.');
    expect(planAmountProblem(plan(25000), 24999, english)).toBe('The minimum investment for Medium Term FD is ₹25,000.');
    expect(planAmountProblem(plan(25000), 25000, english)).toBeNull();
    expect(planAmountProblem(plan(25000, 35_00_00_000), 35_00_00_001, english)).toBe('The maximum investment for Medium Term FD is ₹35,00,00,000.');
    expect(planAmountProblem(plan(25000, 35_00_00_000), 35_00_00_000, english)).toBeNull();
  });

  it('words the refusals in Hindi under /hi, naming the plan and the limit', () => {
    expect(minimumProblem('upi', 9999, hindi)).toBe('न्यूनतम निवेश ₹10,000 है।');
    expect(minimumProblem('cash', 499999, hindi)).toBe('नकद भुगतान केवल ₹5,00,000 (₹5 लाख) या उससे अधिक के लिए स्वीकार है।');
    expect(planAmountProblem(plan(25000), 24999, hindi)).toBe('Medium Term FD में न्यूनतम निवेश ₹25,000 है।');
    expect(planAmountProblem(plan(25000, 35_00_00_000), 35_00_00_001, hindi)).toBe('Medium Term FD में अधिकतम निवेश ₹35,00,00,000 है।');
  });

  it('offers a tenure choice only for a range, and starts from the stored tenure when the range has it', () => {
    expect(hasTenureChoice(tenure(36, 36))).toBe(false);
    expect(hasTenureChoice(tenure(36, 84))).toBe(true);
    expect(initialTenure(tenure(36, 36), 24)).toBe(36);
    expect(initialTenure(tenure(36, 84), 60)).toBe(60);
    expect(initialTenure(tenure(36, 84), null)).toBe(36);
    expect(initialTenure(tenure(6, 30, 24), 24)).toBe(24);
    expect(tenureOptions(tenure(3, 6))).toEqual([3, 4, 5, 6]);
  });

  it('sends a rate as the numeric string of product §3', () => {
    expect(rateText(18)).toBe('18');
    expect(rateText(5.5)).toBe('5.5');
  });
});
