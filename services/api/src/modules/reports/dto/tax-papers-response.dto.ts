import { ApiProperty } from '@nestjs/swagger';
import type { TaxPapersResponse, TaxYearSummary, TdsCertificateSummary } from '@invest/contracts';

/** OpenAPI descriptions of the tax papers list (the types live in @invest/contracts). Amounts are rupees. */
export class TdsCertificateSummaryDto implements TdsCertificateSummary {
  @ApiProperty({ example: '2026-27-Q2' })
  quarter: string;

  @ApiProperty({ example: 'Jul-Sep 2026 (Q2, FY 2026-27)' })
  label: string;

  @ApiProperty({ example: 45000, description: 'Fixed-deposit interest paid or credited in the quarter' })
  amountPaid: number;

  @ApiProperty({ example: 9000 })
  tds: number;
}

export class TaxYearSummaryDto implements TaxYearSummary {
  @ApiProperty({ example: '2026-27' })
  financialYear: string;

  @ApiProperty({ example: 'FY 2026-27 (01 Apr 2026 - 31 Mar 2027)' })
  label: string;

  @ApiProperty({ description: 'The year has not ended yet (India date)' })
  open: boolean;
}

export class TaxPapersResponseDto implements TaxPapersResponse {
  @ApiProperty({ type: [TdsCertificateSummaryDto], description: 'Closed quarters in which TDS was deducted, newest first' })
  certificates: TdsCertificateSummaryDto[];

  @ApiProperty({ type: [TaxYearSummaryDto], description: 'Financial years with payouts or a Form 15G/15H, newest first' })
  years: TaxYearSummaryDto[];
}
