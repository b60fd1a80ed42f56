import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  CATEGORY_KEYS,
  INTEREST_PAYERS,
  RISK_LEVELS,
  type RiskLevel,
  type InterestPayer,
  type CatalogueFiguresResponse,
  type CategoryFigures,
  type CategoryKey,
  type PlatformFacts,
  type StepTime,
} from '@invest/contracts';

/** OpenAPI shapes of GET /api/catalogue/figures (they mirror `@invest/contracts`). */

export class CategoryFiguresDto implements CategoryFigures {
  @ApiProperty({ example: '18-22% p.a.' }) returns: string;
  @ApiProperty({ example: '12 to 36 months' }) tenure: string;
  @ApiProperty({ example: '₹10,000 to ₹50,000' }) minimum: string;
  @ApiProperty({ example: '1.5-1.83%', description: 'Fixed deposits: a month; empty otherwise' }) monthly: string;
  @ApiProperty({ example: '1-2%', description: 'Fixed deposits: of the interest earned; empty otherwise' }) penalty: string;
  @ApiProperty({ example: '3 months', description: 'Fixed deposits; empty otherwise' }) lockIn: string;
  @ApiProperty({ enum: RISK_LEVELS, description: "The highest of the category's plans' risks" }) risk: RiskLevel;
  @ApiProperty({ description: "Whether deposit insurance covers the category's plans" }) insurance: string;
}

export class TdsThresholdDto {
  @ApiProperty({ enum: INTEREST_PAYERS, example: 'platform', description: 'Whose interest the threshold is (the platform pays every plan today)' })
  payer: InterestPayer;
  @ApiProperty({ example: 10000, description: 'Rupees, whatever the age (s. 194A(3)(i)(c))' }) amount: number;
  @ApiProperty({ example: 10 }) ratePercent: number;
  @ApiProperty({ example: '2025-04-01' }) since: string;
}

export class PlatformFactsDto implements PlatformFacts {
  @ApiProperty({ example: 10000 }) minimumAmount: number;
  @ApiProperty({ example: 1000000000 }) maximumAmount: number;
  @ApiProperty({ example: 500000 }) cashMinimumAmount: number;
  @ApiProperty({ example: 330 }) processingFee: number;
  @ApiProperty({ type: TdsThresholdDto }) tdsThreshold: TdsThresholdDto;
  @ApiProperty({ enum: ['instant'] }) kycTime: StepTime;
  @ApiProperty({ enum: ['instant'] }) processingTime: StepTime;
  @ApiProperty({ example: 15 }) payoutDay: number;
}

export class CatalogueFiguresResponseDto implements CatalogueFiguresResponse {
  @ApiProperty({ type: PlatformFactsDto }) facts: PlatformFactsDto;

  @ApiProperty({
    type: 'object',
    description: `Per category (${CATEGORY_KEYS.join(', ')})`,
    additionalProperties: { $ref: getSchemaPath(CategoryFiguresDto) },
  })
  categories: Record<CategoryKey, CategoryFigures>;
}
