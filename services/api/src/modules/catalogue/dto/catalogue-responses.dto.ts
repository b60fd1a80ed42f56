import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional, getSchemaPath, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import {
  CATEGORY_KEYS,
  RISK_LEVELS,
  type CatalogueCategory,
  type CatalogueItem,
  type CategoryDetail,
  type CategoryKey,
  type InvestmentProductType,
  type RiskLevel,
  type SummaryCard,
} from '@invest/contracts';
import {
  BondPlanDto,
  CatalogueItemDto,
  FdPlanDto,
  GoldPlanDto,
  GoldPriceDto,
  MutualFundPlanDto,
  RealEstatePropertyDto,
  SdiInstrumentDto,
} from './catalogue-plans.dto.js';
import { BenefitTileDto, CategoryDetailDto, CategoryDto, SummaryCardDto } from './catalogue-records.dto.js';

/** Models referenced only through $ref (register them with @ApiExtraModels). */
export const CATALOGUE_EXTRA_MODELS = [
  CatalogueItemDto,
  CategoryDetailDto,
  FdPlanDto,
  BondPlanDto,
  MutualFundPlanDto,
  RealEstatePropertyDto,
  GoldPlanDto,
  SdiInstrumentDto,
];

const perCategory = (schema: SchemaObject | ReferenceObject, description: string): ApiPropertyOptions => ({
  type: 'object',
  description: `${description}, keyed by category (${CATEGORY_KEYS.join(', ')})`,
  additionalProperties: schema,
});

export class CatalogueProductsResponseDto {
  @ApiProperty({ type: [CategoryDto], description: 'In tab order' })
  categories: CatalogueCategory[];

  @ApiProperty(perCategory({ type: 'array', items: { $ref: getSchemaPath(CatalogueItemDto) } }, 'Product cards'))
  items: Record<CategoryKey, CatalogueItem[]>;

  @ApiProperty(perCategory({ type: 'string' }, 'Exit and liquidity terms'))
  liquidity: Record<CategoryKey, string>;
}

export class KnowledgeHubResponseDto {
  @ApiProperty({ type: [CategoryDto] })
  categories: CatalogueCategory[];

  @ApiProperty({ type: [SummaryCardDto] })
  summaryCards: SummaryCard[];

  @ApiProperty(perCategory({ $ref: getSchemaPath(CategoryDetailDto) }, 'Accordion content'))
  details: Record<CategoryKey, CategoryDetail>;
}

export class ProductPageResponseDto {
  @ApiProperty({ enum: CATEGORY_KEYS })
  category: CategoryKey;

  @ApiProperty({ example: '/fixed-deposits' })
  path: string;

  @ApiProperty({ enum: ['Fixed Deposit', 'Government Bonds', 'Mutual Funds', 'Real Estate', 'Gold', 'SDI'] })
  productType: InvestmentProductType;

  @ApiProperty({ type: [BenefitTileDto] })
  benefits: BenefitTileDto[];

  @ApiProperty({
    description: 'Plan cards; their shape depends on the page',
    type: 'array',
    items: {
      oneOf: [FdPlanDto, BondPlanDto, MutualFundPlanDto, RealEstatePropertyDto, GoldPlanDto, SdiInstrumentDto].map((model) => ({
        $ref: getSchemaPath(model),
      })),
    },
  })
  plans: unknown[];

  @ApiPropertyOptional({ type: GoldPriceDto, description: 'Gold page only: the static price display' })
  price?: GoldPriceDto;

  @ApiProperty({ example: 'Fixed Deposits', description: 'selectedProduct.category for this page' })
  displayLabel: string;

  @ApiProperty({ enum: RISK_LEVELS, description: "The category's risk: the highest of its plans' (each plan states its own)" })
  risk: RiskLevel;
}
