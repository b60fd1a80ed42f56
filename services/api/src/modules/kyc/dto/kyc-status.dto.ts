import { ApiProperty } from '@nestjs/swagger';
import type { KycItemStatus, KycOtpSentResponse, KycPendingAadhaarOtp, KycStatus, KycStatusResponse, KycVerifyResponse } from '@invest/contracts';

const ITEM = ['not_started', 'pending', 'verified', 'failed'];

class KycMaskedItemDto {
  @ApiProperty({ enum: ITEM })
  status: KycItemStatus;

  @ApiProperty({ type: String, nullable: true, example: 'XXXX XXXX 2346' })
  masked: string | null;
}

class KycMobileItemDto {
  @ApiProperty({ enum: ITEM })
  status: KycItemStatus;

  @ApiProperty({ example: '******3210' })
  phoneMasked: string;
}

class KycPendingAadhaarOtpDto implements KycPendingAadhaarOtp {
  @ApiProperty({ example: 'XXXX XXXX 2346', description: 'The OTP went to the mobile linked to the Aadhaar ending in these digits.' })
  aadhaarMasked: string;

  @ApiProperty({ example: 540, description: 'Seconds the OTP stays valid.' })
  expiresIn: number;

  @ApiProperty({ example: 0, description: 'Seconds before POST /api/kyc/aadhaar-otp/resend may be called (0: now).' })
  resendIn: number;
}

/** OpenAPI description of KycStatusResponse (the type lives in @invest/contracts). */
export class KycStatusResponseDto implements KycStatusResponse {
  @ApiProperty({ enum: ['not_started', 'pending', 'verified', 'failed'] })
  kycStatus: KycStatus;

  @ApiProperty({ type: KycMaskedItemDto })
  aadhaar: KycMaskedItemDto;

  @ApiProperty({ type: KycMaskedItemDto, description: "PAN masked as first five, XXXX, last: 'ABCPEXXXXF'." })
  pan: KycMaskedItemDto;

  @ApiProperty({ type: KycMobileItemDto })
  mobileOtp: KycMobileItemDto;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  verifiedAt: string | null;

  @ApiProperty({ type: KycPendingAadhaarOtpDto, nullable: true, description: 'The attempt waiting for its Aadhaar OTP, if any.' })
  aadhaarOtp: KycPendingAadhaarOtpDto | null;
}

export class KycVerifyResponseDto implements KycVerifyResponse {
  @ApiProperty({ example: 'KYC verified successfully.' })
  message: string;

  @ApiProperty({ type: KycStatusResponseDto })
  status: KycStatusResponseDto;
}

export class KycOtpSentResponseDto implements KycOtpSentResponse {
  @ApiProperty({ example: 'Enter the OTP sent to your Aadhaar-linked mobile' })
  message: string;

  @ApiProperty({ enum: [true] })
  otpSent: true;

  @ApiProperty({ example: 600, description: 'Seconds the Aadhaar OTP stays valid.' })
  expiresIn: number;
}
