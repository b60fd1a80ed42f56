import { ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type LedgerInvestmentStatus,
  type LedgerPayoutStatus,
  type LedgerPayoutType,
  type LedgerTransactionStatus,
  type LedgerTransactionType,
  type MarketHolding,
  type PortfolioCategoryShare,
  type PortfolioInvestment,
  type PortfolioPayout,
  type PortfolioResponse,
  type PortfolioTransaction,
} from '@invest/contracts';

/** OpenAPI descriptions of the dashboard's reads (the types live in @invest/contracts). Amounts are rupees. */
export class PortfolioCategoryShareDto implements PortfolioCategoryShare {
  @ApiProperty({ enum: CATEGORY_KEYS })
  category: CategoryKey;

  @ApiProperty({ example: 'Fixed Deposits' })
  label: string;

  @ApiProperty({ example: 100000 })
  amount: number;

  @ApiProperty({ example: 100, description: 'Share of total invested, whole percent.' })
  percentage: number;
}

export class PortfolioResponseDto implements PortfolioResponse {
  @ApiProperty({ example: 100000 })
  totalInvested: number;

  @ApiProperty({ example: 100750.5 })
  totalCurrentValue: number;

  @ApiProperty({ example: 750.5, description: 'Interest accrued to today, payouts already paid included.' })
  totalEarnings: number;

  @ApiProperty({ example: 0.75 })
  returnPercentage: number;

  @ApiProperty({ example: 1, description: 'Active and matured investments (paid for).' })
  investmentCount: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, example: { FIXED_DEPOSITS: 100000 }, description: 'Category → invested amount.' })
  portfolioBreakdown: Partial<Record<CategoryKey, number>>;

  @ApiProperty({ type: PortfolioCategoryShareDto, isArray: true })
  distribution: PortfolioCategoryShareDto[];

  @ApiProperty({ type: Number, nullable: true, description: 'XIRR in percent; null until the cash flows span a day.' })
  xirr: number | null;

  @ApiProperty({ format: 'date', example: '2026-11-22' })
  asOf: string;
}

export class PortfolioInvestmentDto implements PortfolioInvestment {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Short-term FD' })
  productName: string;

  @ApiProperty({ example: 'fixed-deposit' })
  productType: string;

  @ApiProperty({ enum: CATEGORY_KEYS })
  category: CategoryKey;

  @ApiProperty({ enum: ['pending_payment', 'active', 'payment_failed', 'matured', 'withdrawing', 'withdrawn', 'redeeming', 'redeemed'] })
  status: LedgerInvestmentStatus;

  @ApiProperty({ example: 100000 })
  amount: number;

  @ApiProperty({ example: 100750.5 })
  currentValue: number;

  @ApiProperty({ example: 750.5 })
  earnings: number;

  @ApiProperty({ type: Number, nullable: true, description: '% p.a., when known.' })
  returnRate: number | null;

  @ApiProperty({ type: Number, nullable: true })
  durationMonths: number | null;

  @ApiProperty({ format: 'date' })
  investmentDate: string;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  maturityDate: string | null;

  @ApiProperty({ type: () => MarketHoldingDto, nullable: true, description: 'Units and prices of a mutual fund or gold holding; null otherwise.' })
  market: MarketHoldingDto | null;
}

/** Exact four-decimal texts: units (grams for gold) and prices in rupees per unit. */
export class MarketHoldingDto implements MarketHolding {
  @ApiProperty({ type: String, nullable: true, example: '398.0352', description: 'null until the purchase day’s price is published' })
  units: string | null;

  @ApiProperty({ enum: ['unit', 'gram'] })
  per: 'unit' | 'gram';

  @ApiProperty({ type: String, nullable: true, example: '25.1234' })
  purchasePrice: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  purchasePriceDate: string | null;

  @ApiProperty({ type: String, nullable: true, example: '26.0000', description: 'The latest recorded price (the valuation’s)' })
  latestPrice: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  latestPriceDate: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The redemption day’s price, once redemption was asked for' })
  redemptionPrice: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date' })
  redemptionDate: string | null;
}

export class PortfolioTransactionDto implements PortfolioTransaction {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  investmentId: string;

  @ApiProperty({ example: 'Short-term FD' })
  productName: string;

  @ApiProperty({ enum: ['investment', 'payout', 'fee', 'refund'] })
  type: LedgerTransactionType;

  @ApiProperty({ enum: ['completed', 'pending', 'processing', 'failed'] })
  status: LedgerTransactionStatus;

  @ApiProperty({ example: 100000, description: 'Positive; investments and fees display negative.' })
  amount: number;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class PortfolioPayoutDto implements PortfolioPayout {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  investmentId: string;

  @ApiProperty({ example: 'Short-term FD' })
  productName: string;

  @ApiProperty({ enum: ['pending', 'processing', 'paid', 'reversed', 'cancelled'] })
  status: LedgerPayoutStatus;

  @ApiProperty({ format: 'date' })
  payoutDate: string;

  @ApiProperty({ enum: ['monthly', 'maturity', 'withdrawal', 'redemption'] })
  payoutType: LedgerPayoutType;

  @ApiProperty({ example: 625.5, description: 'Gross amount.' })
  amount: number;

  @ApiProperty({ example: 0, description: 'The principal repaid in `amount` (0 for interest only); TDS is on amount − principal only.' })
  principal: number;

  @ApiProperty({ type: Number, nullable: true, description: 'TDS withheld; null until the payout is sent.' })
  tds: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'amount - tds, once sent.' })
  net: number | null;

  @ApiProperty({ type: String, nullable: true, example: '9012' })
  bankLast4: string | null;

  @ApiProperty({ type: String, nullable: true })
  utr: string | null;

  @ApiProperty({ type: String, nullable: true })
  failureReason: string | null;
}
