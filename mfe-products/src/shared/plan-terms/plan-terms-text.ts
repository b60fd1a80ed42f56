import { DICGC_COVER_RUPEES, depositInsuranceOf, isRiskLevel, rupeesText, type PlanTerms, type RiskLevel } from '@invest/contracts';
import { formatInr, type I18n } from '@invest/platform';

/** A message by id with its values: the page's `_` (`useI18n()`). */
export type Translate = I18n['_'];

const SPAN = /^(\d+(?:\s*-\s*\d+)?)\s+(years?|months?)$/i;

/**
 * A figure the catalogue writes in words ('12 Months', '1-10 years', 'Market Linked') in the page's language: English
 * as the catalogue writes it, Hindi from the number ('12 महीने', '1-10 वर्ष', 'बाज़ार से जुड़ा'); anything else as it is.
 */
export function figureText(i18n: I18n, text: string): string {
  if (i18n.locale === 'en') return text;
  if (text === 'Market Linked') return i18n._('products.figure.marketLinked');
  const span = SPAN.exec(text);
  if (!span) return text;
  return i18n._(/^years?$/i.test(span[2] ?? '') ? 'products.figure.years' : 'products.figure.months', { span: span[1] ?? '' });
}

/** Months as the pages write them: 12 → '12 months', 1 → '1 month' ('12 महीने'). */
export function monthsText(_: Translate, months: number): string {
  return _('products.terms.months', { count: months });
}

/** The tenure of one plan: '12 months' or '12 to 120 months'. */
export function tenureText(_: Translate, tenure: PlanTerms['tenure']): string {
  return tenure.minMonths === tenure.maxMonths
    ? monthsText(_, tenure.minMonths)
    : _('products.terms.tenureRange', { min: String(tenure.minMonths), max: monthsText(_, tenure.maxMonths) });
}

const RISK_IDS: Readonly<Record<RiskLevel, string>> = {
  'Very Low': 'products.risk.level.veryLow',
  Low: 'products.risk.level.low',
  Medium: 'products.risk.level.medium',
  'Medium-High': 'products.risk.level.mediumHigh',
  High: 'products.risk.level.high',
  'Very High': 'products.risk.level.veryHigh',
};

/** A level of the one risk scale in the page's language ('Low' → 'कम'); anything else as it is. */
export function riskText(_: Translate, risk: string): string {
  return isRiskLevel(risk) ? _(RISK_IDS[risk]) : risk;
}

/** A risk badge's text: 'Low risk' ('कम जोखिम'). */
export function riskBadgeText(_: Translate, risk: string): string {
  return _('products.risk.badge', { risk: riskText(_, risk) });
}

/** How a plan pays out, as its terms say (the server's payout schedule). */
export function payoutText(_: Translate, terms: PlanTerms): string {
  if (terms.payoutFrequency === 'monthly') return _('products.terms.payout.monthly', { rate: String(terms.monthlyRate ?? 0) });
  if (terms.payoutFrequency === 'redemption') return _('products.terms.payout.redemption');
  return _('products.terms.payout.maturity');
}

/** The lines of a plan's booked terms: key, label and text, in the order the cards show them. */
export function planTermsLines(_: Translate, terms: PlanTerms, i18n?: I18n): Array<[string, string, string]> {
  const minimum = formatInr(terms.minAmount);
  return [
    ['returns', _('products.terms.returns'), i18n ? figureText(i18n, terms.returns) : terms.returns],
    ['tenure', _('products.terms.tenure'), tenureText(_, terms.tenure)],
    ['minimum', _('products.terms.minimum'), terms.mode === 'sip' ? _('products.terms.minimumSip', { amount: minimum }) : minimum],
    ['payouts', _('products.terms.payouts'), payoutText(_, terms)],
    ...(terms.prematureWithdrawal
      ? ([
          [
            'earlyWithdrawal',
            _('products.terms.earlyWithdrawal'),
            _('products.terms.earlyWithdrawalText', {
              months: String(terms.prematureWithdrawal.lockInMonths),
              penalty: String(terms.prematureWithdrawal.penaltyPercent),
            }),
          ],
        ] as Array<[string, string, string]>)
      : []),
  ];
}

/** The statements deposit insurance is written in (contracts' `depositInsuranceOf`), with their messages. */
const INSURANCE_STATEMENTS: ReadonlyArray<readonly [string, string]> = [
  [depositInsuranceOf({ name: '', kind: 'bank' }, true).statement, 'products.insurance.bankDeposit'],
  [depositInsuranceOf({ name: '', kind: 'company' }, true).statement, 'products.insurance.companyDeposit'],
  [depositInsuranceOf({ name: '', kind: 'company' }, false).statement, 'products.insurance.notDeposit'],
];

/** A deposit insurance statement (or a category's statements, one after another) in the page's language. */
export function insuranceText(_: Translate, statement: string): string {
  return INSURANCE_STATEMENTS.reduce((text, [english, id]) => text.split(english).join(_(id, { cover: rupeesText(DICGC_COVER_RUPEES) })), statement);
}
