import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { OtpGenerateResponse, OtpVerifyResponse } from '@invest/contracts';
import { SessionResponseDto } from '../../session/dto/session-response.dto.js';

export class OtpGenerateResponseDto implements OtpGenerateResponse {
  @ApiProperty({ example: 'OTP sent successfully.' })
  message: string;

  @ApiProperty({ example: 300 })
  expiresIn: number;
}

export class OtpVerifyResponseDto implements OtpVerifyResponse {
  @ApiProperty({ example: 'Phone number verified successfully.' })
  message: string;

  @ApiProperty({ enum: [true] })
  verified: true;

  @ApiPropertyOptional({ type: SessionResponseDto, description: 'The signed-in user (a `kyc` code); absent for a `contact` code.' })
  session?: SessionResponseDto;
}
