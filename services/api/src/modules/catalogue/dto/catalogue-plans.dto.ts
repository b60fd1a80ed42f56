import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  BondPlan,
  FdPlan,
  PrematureWithdrawalTerms,
  GoldPlan,
  GoldPriceDisplay,
  MutualFundPlan,
  NumericRange,
  ProductFacts,
  RealEstateProperty,
  SdiInstrument,
} from '@invest/contracts';
import {
  CATEGORY_KEYS,
  INTEREST_PAYERS,
  type InterestPayer,
  type CatalogueItem,
  type RiskLevel,
  type CategoryKey,
  type PayoutFrequency,
  type PlanMode,
  type PlanTerms,
  type PlanTermsListResponse,
  RISK_LEVELS,
} from '@invest/contracts';
import { NumericRangeDto } from './catalogue-records.dto.js';
import { PlanFactsRecordDto, ProductFactsDto } from './product-facts.dto.js';

export class PrematureWithdrawalTermsDto implements PrematureWithdrawalTerms {
  @ApiProperty({ example: 1, description: '% of the interest earned' }) penaltyPercent: number;
  @ApiProperty({ example: 3, description: 'Months after the investment date before a withdrawal is allowed' }) lockInMonths: number;
}

export class FdPlanDto extends PlanFactsRecordDto implements FdPlan {
  @ApiProperty({ description: 'The plan id an investment names' }) planId: string;
  @ApiProperty({ example: 'Short Term FD' }) name: string;
  @ApiProperty({ example: '12 Months' }) duration: string;
  @ApiProperty({ example: 12 }) durationMonths: number;
  @ApiProperty({ example: '18% p.a.' }) rate: string;
  @ApiProperty({ example: 18 }) ratePercent: number;
  @ApiProperty({ description: 'Rupees', example: 10000 }) minAmount: number;
  @ApiProperty({ example: '1.5%' }) monthlyReturn: string;
  @ApiProperty({ example: 1.5 }) monthlyRatePercent: number;
  @ApiProperty({ type: PrematureWithdrawalTermsDto }) prematureWithdrawal: PrematureWithdrawalTermsDto;
  @ApiProperty({ enum: INTEREST_PAYERS, description: 'Who pays the interest: its s. 194A TDS threshold follows it' }) interestPayer: InterestPayer;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
}

export class BondPlanDto extends PlanFactsRecordDto implements BondPlan {
  @ApiProperty({ description: 'The plan id an investment names' }) planId: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '5.5-7% p.a.' }) rate: string;
  @ApiProperty({ type: NumericRangeDto }) ratePercent: NumericRange;
  @ApiProperty({ description: 'Rupees' }) minAmount: number;
  @ApiProperty({ example: '1-10 years' }) duration: string;
  @ApiProperty({ type: NumericRangeDto }) durationMonths: NumericRange;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty() description: string;
}

export class MutualFundPlanDto extends PlanFactsRecordDto implements MutualFundPlan {
  @ApiProperty({ description: 'Plan id of a lump-sum investment' }) planId: string;
  @ApiProperty({ description: 'Plan id of a SIP' }) sipPlanId: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Net asset value in rupees', example: 45.67 }) nav: number;
  @ApiProperty({ example: '8.5%' }) return1y: string;
  @ApiProperty() return1yPercent: number;
  @ApiProperty({ example: '9.2%' }) return3y: string;
  @ApiProperty() return3yPercent: number;
  @ApiProperty({ description: 'Rupees a month' }) minSip: number;
  @ApiProperty({ description: 'Rupees' }) minLumpsum: number;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty() description: string;
}

export class RealEstatePropertyDto extends PlanFactsRecordDto implements RealEstateProperty {
  @ApiProperty({ description: 'The plan id an investment names' }) planId: string;
  @ApiProperty() name: string;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'Rupees' }) totalValue: number;
  @ApiProperty({ example: '₹50 Cr' }) totalValueLabel: string;
  @ApiProperty({ description: 'Rupees' }) minInvestment: number;
  @ApiProperty({ example: '12-15%' }) expectedReturn: string;
  @ApiProperty({ type: NumericRangeDto }) expectedReturnPercent: NumericRange;
  @ApiProperty({ example: '8%' }) rentalYield: string;
  @ApiProperty() rentalYieldPercent: number;
  @ApiProperty({ example: '6-8%' }) appreciation: string;
  @ApiProperty({ type: NumericRangeDto }) appreciationPercent: NumericRange;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty() description: string;
}

export class GoldPlanDto extends PlanFactsRecordDto implements GoldPlan {
  @ApiProperty({ description: 'The plan id an investment names' }) planId: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '24K (999.9)' }) purity: string;
  @ApiProperty({ description: 'Rupees' }) minAmount: number;
  @ApiPropertyOptional({ enum: ['month'], description: 'Set when the minimum recurs (Gold SIP)' }) minAmountPer?: 'month';
  @ApiProperty() storage: string;
  @ApiProperty() delivery: string;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty() description: string;
}

export class GoldPriceDto implements GoldPriceDisplay {
  @ApiProperty({ description: 'Rupees per perGrams grams', example: 6247 }) current: number;
  @ApiProperty() change: number;
  @ApiProperty() changePercent: number;
  @ApiProperty() high24h: number;
  @ApiProperty() low24h: number;
  @ApiProperty({ example: 10 }) perGrams: number;
}

export class SdiInstrumentDto extends PlanFactsRecordDto implements SdiInstrument {
  @ApiProperty({ description: 'The plan id an investment names' }) planId: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: '12-15% p.a.' }) rate: string;
  @ApiProperty({ type: NumericRangeDto }) ratePercent: NumericRange;
  @ApiProperty({ description: 'Rupees' }) minAmount: number;
  @ApiProperty({ example: '2-5 years' }) tenure: string;
  @ApiProperty({ type: NumericRangeDto }) tenureMonths: NumericRange;
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty() popular: boolean;
  @ApiProperty() description: string;
}

class TenureDto {
  @ApiProperty() minMonths: number;
  @ApiProperty() maxMonths: number;
  @ApiProperty() defaultMonths: number;
}

/** The terms an investment in a plan is booked at (from the catalogue, never from the client). */
export class PlanTermsDto implements PlanTerms {
  @ApiProperty({ example: 'plan.fixed-deposits.long-term-fd' }) planId: string;
  @ApiProperty({ enum: CATEGORY_KEYS }) category: CategoryKey;
  @ApiProperty({ example: 'Fixed Deposits' }) productType: string;
  @ApiProperty({ example: 'Long Term FD' }) productName: string;
  @ApiProperty({ enum: ['lumpsum', 'sip'] }) mode: PlanMode;
  @ApiProperty({ example: '22% p.a.' }) returns: string;
  @ApiProperty({ type: Number, nullable: true, example: 22, description: '% p.a. booked (the first number of the returns text)' }) returnRate: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 1.83, description: 'Fixed deposits: % a month paid on the 15th' }) monthlyRate: number | null;
  @ApiProperty({ enum: ['monthly', 'maturity', 'redemption'] }) payoutFrequency: PayoutFrequency;
  @ApiProperty({ enum: INTEREST_PAYERS, description: 'Who pays the interest (booked on the investment): its s. 194A TDS threshold follows it' })
  interestPayer: InterestPayer;
  @ApiProperty({ type: PrematureWithdrawalTermsDto, nullable: true, description: 'Fixed deposits only' })
  prematureWithdrawal: PrematureWithdrawalTermsDto | null;
  @ApiProperty({ type: TenureDto }) tenure: TenureDto;
  @ApiProperty({ description: 'Rupees' }) minAmount: number;
  @ApiProperty({ description: 'Rupees' }) maxAmount: number;
  @ApiProperty({ type: ProductFactsDto, description: 'Issuer, credit rating and agency, deposit insurance, risk, guarantor' }) facts: ProductFacts;
}

export class PlanTermsListResponseDto implements PlanTermsListResponse {
  @ApiProperty({ type: [PlanTermsDto] }) plans: PlanTermsDto[];
}

export class CatalogueItemDto implements CatalogueItem {
  @ApiProperty({ example: 'plan.fixed-deposits.short-term-fd', description: 'The plan id an investment names' })
  planId: string;

  @ApiProperty({ example: 'Short Term FD' })
  name: string;

  @ApiProperty({ example: '18% p.a.' })
  returns: string;

  @ApiProperty({ enum: RISK_LEVELS })
  risk: RiskLevel;

  @ApiPropertyOptional({ example: 'High' })
  liquidity?: string;

  @ApiPropertyOptional({ example: '12 months', description: 'The tenure the plan is booked for' })
  lockIn?: string;

  @ApiProperty({ enum: INTEREST_PAYERS, description: "Who pays the interest (its terms' payer): its s. 194A TDS threshold follows it" })
  interestPayer: InterestPayer;

  @ApiProperty({ example: '/fixed-deposits', description: 'The product page holding the plan' })
  productPath: string;

  @ApiProperty({ type: () => PlanTermsDto, description: 'The terms the server books this plan at' })
  terms: PlanTerms;
}
