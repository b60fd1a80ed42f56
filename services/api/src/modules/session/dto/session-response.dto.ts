import { ApiProperty } from '@nestjs/swagger';
import type { KycStatus, SessionResponse } from '@invest/contracts';

/** OpenAPI description of SessionResponse (the type itself lives in @invest/contracts). */
export class SessionResponseDto implements SessionResponse {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ example: '******3210' })
  phoneMasked: string;

  @ApiProperty({ enum: ['not_started', 'pending', 'verified', 'failed'] })
  kycStatus: KycStatus;
}
