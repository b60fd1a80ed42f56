import { ApiProperty } from '@nestjs/swagger';
import type { TdsDeclarationForm, TdsDeclarationResponse, TdsDeclarationView, TdsSummaryResponse, TdsYearTotals } from '@invest/contracts';

/** OpenAPI descriptions of the TDS answers (the types live in @invest/contracts). Amounts are rupees. */
export class TdsDeclarationViewDto implements TdsDeclarationView {
  @ApiProperty({ example: '2026-27' })
  financialYear: string;

  @ApiProperty({ enum: ['15G', '15H'] })
  form: TdsDeclarationForm;

  @ApiProperty({ example: 200000 })
  estimatedTotalIncome: number;

  @ApiProperty({ format: 'date-time' })
  declaredAt: string;

  @ApiProperty({ description: 'False once a Form 15G is void for the year (s. 197A(1B)): TDS is deducted again' })
  inEffect: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why the declaration is not in effect, in plain words' })
  notice: string | null;
}

export class TdsYearTotalsDto implements TdsYearTotals {
  @ApiProperty({ example: '2026-27' })
  financialYear: string;

  @ApiProperty({ example: 7500 })
  gross: number;

  @ApiProperty({ example: 0 })
  tds: number;

  @ApiProperty({ example: 7500 })
  net: number;
}

export class TdsSummaryResponseDto implements TdsSummaryResponse {
  @ApiProperty({ example: '2026-27' })
  financialYear: string;

  @ApiProperty()
  seniorCitizen: boolean;

  @ApiProperty({ example: 10000, description: 'Rupees: the s. 194A threshold of the interest the platform pays (any payer but a bank)' })
  threshold: number;

  @ApiProperty({ example: 10 })
  ratePercent: number;

  @ApiProperty({ example: 7500 })
  interestPaid: number;

  @ApiProperty({ example: 0 })
  tdsDeducted: number;

  @ApiProperty({ type: TdsDeclarationViewDto, nullable: true })
  declaration: TdsDeclarationViewDto | null;

  @ApiProperty({ type: TdsYearTotalsDto, isArray: true })
  years: TdsYearTotalsDto[];
}

export class TdsDeclarationResponseDto implements TdsDeclarationResponse {
  @ApiProperty({ example: 'Your Form 15G declaration for 2026-27 is recorded.' })
  message: string;

  @ApiProperty({ type: TdsDeclarationViewDto })
  declaration: TdsDeclarationViewDto;
}
