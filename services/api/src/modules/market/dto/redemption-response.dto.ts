import { ApiProperty } from '@nestjs/swagger';
import type { LedgerInvestmentStatus, RedemptionResponse } from '@invest/contracts';

class RedeemedInvestmentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: ['redeeming'] })
  status: LedgerInvestmentStatus;
}

/** OpenAPI description of POST /api/investments/{id}/redemption (the type lives in @invest/contracts). */
export class RedemptionResponseDto implements RedemptionResponse {
  @ApiProperty({ example: 'Redemption started: the proceeds are on their way to your bank account.' })
  message: string;

  @ApiProperty({ type: RedeemedInvestmentDto })
  investment: RedeemedInvestmentDto;

  @ApiProperty({ example: '398.0352', description: 'Units redeemed (four decimals; grams for gold).' })
  units: string;

  @ApiProperty({ example: '26.0000', description: 'The redemption day’s price per unit (rupees, four decimals).' })
  price: string;

  @ApiProperty({ format: 'date', example: '2026-12-01' })
  priceDate: string;

  @ApiProperty({ example: 10348.91, description: 'units × price, rounded down to the paisa; paid without TDS.' })
  amount: number;

  @ApiProperty({ format: 'uuid', description: 'The redemption payout (GET /api/payouts/user/{userId}).' })
  payoutId: string;
}
