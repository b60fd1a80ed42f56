import { ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_KEYS,
  RISK_LEVELS,
  type BenefitTile,
  type CatalogueCategory,
  type CategoryDetail,
  type CategoryKey,
  type NumericRange,
  type RiskLevel,
  type SummaryCard,
} from '@invest/contracts';

/** OpenAPI shapes of the catalogue records (they mirror `@invest/contracts`; the API never reads them in). */

export class CategoryDto implements CatalogueCategory {
  @ApiProperty({ enum: CATEGORY_KEYS, example: 'FIXED_DEPOSITS' })
  key: CategoryKey;

  @ApiProperty({ description: 'Tab label on /products', example: 'Fixed Deposits' })
  label: string;

  @ApiProperty({ description: 'Label stored as selectedProduct.category', example: 'Fixed Deposits' })
  displayLabel: string;

  @ApiProperty({ description: 'Home tile subtitle', example: '1.5% monthly ROI' })
  tileSubtitle: string;

  @ApiProperty({ description: 'Position of the tab (1 = first)' })
  order: number;

  @ApiProperty({ description: 'Position of the home tile (1 = first)' })
  homeTileOrder: number;
}

export class CategoryDetailDto implements CategoryDetail {
  @ApiProperty({ type: [String] })
  features: string[];

  @ApiProperty({ type: [String] })
  benefits: string[];

  @ApiProperty({ type: [String] })
  risks: string[];

  @ApiProperty({ type: [String] })
  taxation: string[];

  @ApiProperty({ type: [String] })
  eligibility: string[];

  @ApiProperty({ type: [String] })
  investmentStrategies: string[];

  @ApiProperty({ example: '18-21% p.a. (1.5% monthly)' })
  returns: string;

  @ApiProperty({ example: 'Medium: premature withdrawal with a 1-2% penalty on interest earned' })
  liquidity: string;
}

export class SummaryCardDto implements SummaryCard {
  @ApiProperty({ enum: CATEGORY_KEYS })
  category: CategoryKey;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: '18-21% p.a.' })
  returns: string;

  @ApiProperty({ enum: RISK_LEVELS, description: "The highest of the category's plans' risks" })
  risk: RiskLevel;

  @ApiProperty({ description: "Whether deposit insurance covers the category's plans" })
  insurance: string;

  @ApiProperty({ example: 'Medium' })
  liquidity: string;
}

export class BenefitTileDto implements BenefitTile {
  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;
}

export class NumericRangeDto implements NumericRange {
  @ApiProperty()
  min: number;

  @ApiProperty()
  max: number;
}
