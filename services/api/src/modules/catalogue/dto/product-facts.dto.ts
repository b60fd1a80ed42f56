import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ISSUER_KINDS,
  RISK_LEVELS,
  type CreditRating,
  type DepositInsurance,
  type Issuer,
  type IssuerKind,
  type PlanFactsRecord,
  type ProductFacts,
  type RiskLevel,
} from '@invest/contracts';

/** OpenAPI shapes of a plan's facts (they mirror `@invest/contracts` product-facts.ts). */

export class IssuerDto implements Issuer {
  @ApiProperty({ example: 'Solidstep Capital Private Limited', description: 'Fictional, for illustration' }) name: string;
  @ApiProperty({ enum: ISSUER_KINDS, description: 'Only a bank’s deposit is insured by DICGC' }) kind: IssuerKind;
}

export class CreditRatingDto {
  @ApiProperty({ example: 'AA', description: "The grade, or 'Not rated'" }) grade: string;
  @ApiPropertyOptional({ example: 'Meridian Credit Ratings', description: 'The agency that gave the grade (fictional)' }) agency?: string;
  @ApiPropertyOptional({ description: "Why no agency rates it (grade 'Not rated')" }) reason?: string;
}

export class DepositInsuranceDto implements DepositInsurance {
  @ApiProperty() insured: boolean;
  @ApiProperty({ example: 'Not insured: this is a company deposit, not a bank deposit, so DICGC deposit insurance does not cover it.' })
  statement: string;
}

/** The facts every plan record of the catalogue states. */
export abstract class PlanFactsRecordDto implements PlanFactsRecord {
  @ApiProperty({ type: IssuerDto }) issuer: Issuer;
  @ApiProperty({ type: CreditRatingDto }) creditRating: CreditRating;
  @ApiProperty({ enum: RISK_LEVELS, description: 'The one risk scale' }) risk: RiskLevel;
  @ApiPropertyOptional({ description: 'Who guarantees principal and interest; only such a plan is called guaranteed' }) guarantor?: string;
}

export class ProductFactsDto extends PlanFactsRecordDto implements ProductFacts {
  @ApiProperty({ type: DepositInsuranceDto }) insurance: DepositInsurance;
}
