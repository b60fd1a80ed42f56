import { ApiProperty } from '@nestjs/swagger';
import { type KycStatus, type Language, LANGUAGES, type SessionResponse } from '@invest/contracts';

/** OpenAPI description of SessionResponse (the type itself lives in @invest/contracts). */
export class SessionResponseDto implements SessionResponse {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ example: '******3210' })
  phoneMasked: string;

  @ApiProperty({ enum: ['not_started', 'pending', 'verified', 'failed'] })
  kycStatus: KycStatus;

  @ApiProperty({ enum: LANGUAGES, description: "The investor's chosen language (PUT /api/profile/language); 'en' until they choose." })
  language: Language;
}
