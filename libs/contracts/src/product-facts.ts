/**
 * The facts a careful investor asks of an offering before the figures: who issues it, how it is rated and by whom,
 * whether deposit insurance covers it, how risky it is, and who (if anyone) guarantees it. Each plan of the catalogue
 * states them (catalogue.json); the API serves them with the plan's terms. Issuers, ratings and rating agencies are
 * fictional, for illustration (PRODUCT_FACTS_NOTE).
 */
import { rupeesText } from './rupees-text.js';
import type { RiskLevel } from './risk-scale.js';

/**
 * What the issuer is: a bank (its deposits are insured by DICGC), a company (its deposits and debt are not), the
 * government (sovereign securities), a mutual fund, the seller and custodian of gold, or the company (SPV) that owns
 * a property.
 */
export const ISSUER_KINDS = ['bank', 'company', 'government', 'mutual-fund', 'gold-custodian', 'property-spv'] as const;
export type IssuerKind = (typeof ISSUER_KINDS)[number];

export interface Issuer {
  readonly name: string;
  readonly kind: IssuerKind;
}

/** A credit rating: the grade and the agency that gave it; or none, with the reason no agency rates it. */
export type CreditRating = { readonly grade: string; readonly agency: string } | { readonly grade: 'Not rated'; readonly reason: string };

/** The facts a plan record of the catalogue states (its insurance follows from its issuer, see depositInsuranceOf). */
export interface PlanFactsRecord {
  readonly issuer: Issuer;
  readonly creditRating: CreditRating;
  readonly risk: RiskLevel;
  /**
   * Who guarantees the plan's principal and interest, when someone does. Only a plan that names its guarantor may be
   * called guaranteed, anywhere on the site.
   */
  readonly guarantor?: string;
}

/** Whether deposit insurance covers a plan, in the words every page shows. */
export interface DepositInsurance {
  readonly insured: boolean;
  readonly statement: string;
}

/** A plan's facts as the API serves them (with its booked terms). */
export interface ProductFacts extends PlanFactsRecord {
  readonly insurance: DepositInsurance;
}

/** DICGC's cover: ₹5 lakh per depositor per bank, principal and interest together (DICGC Act s. 16, from 4 Feb 2020). */
export const DICGC_COVER_RUPEES = 5_00_000;

/** The sentence every page that names issuers and ratings carries. */
export const PRODUCT_FACTS_NOTE = 'Issuers, credit ratings and rating agencies named on this site are fictional, for illustration.';

/**
 * Deposit insurance of a plan from its issuer: DICGC insures deposits with banks only, up to ₹5 lakh per depositor per
 * bank; a company's deposit, and every product that is not a deposit, is not insured.
 */
export function depositInsuranceOf(issuer: Issuer, isDeposit: boolean): DepositInsurance {
  if (isDeposit && issuer.kind === 'bank')
    return {
      insured: true,
      statement: `Insured by DICGC up to ${rupeesText(DICGC_COVER_RUPEES)} (₹5 lakh) per depositor per bank, principal and interest together.`,
    };
  if (isDeposit)
    return { insured: false, statement: 'Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.' };
  return { insured: false, statement: 'Not insured: DICGC deposit insurance covers bank deposits only, and this product is not a bank deposit.' };
}

/** A rating as the pages write it: 'AA by Meridian Credit Ratings' or 'Not rated'. */
export function creditRatingText(rating: CreditRating): string {
  return 'agency' in rating ? `${rating.grade} by ${rating.agency}` : 'Not rated';
}

/** A guarantee as the pages write it; the only place the word is written. */
export function guaranteeText(guarantor: string): string {
  return `Guaranteed by ${guarantor}`;
}
