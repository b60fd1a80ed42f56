import { ApiProperty } from '@nestjs/swagger';
import { type SentText, TEXT_EVENTS, type TextEvent } from '@invest/contracts';

/** OpenAPI description of one text sent to the investor (the type lives in @invest/contracts). */
export class SentTextDto implements SentText {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: TEXT_EVENTS })
  event: TextEvent;

  @ApiProperty({ example: 'Solidstep Invest: we received Rs. 1,00,000 for Short Term FD. Payment reference pay_Q1w2E3r4T5y6U7. Your investment is active.' })
  body: string;

  @ApiProperty({ format: 'date-time' })
  sentAt: string;
}
