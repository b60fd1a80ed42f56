import { ApiProperty } from '@nestjs/swagger';
import type { KycAadhaarOtpResendRequest } from '@invest/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/kyc/aadhaar-otp/resend: another OTP for the signed-in user's pending KYC attempt. */
export class KycAadhaarOtpResendDto implements KycAadhaarOtpResendRequest {
  @ApiProperty({ format: 'uuid', description: "The signed-in user's id (any other is refused)." })
  @IsString({ message: 'userId is required.' })
  @IsNotEmpty({ message: 'userId is required.' })
  @MaxLength(64, { message: 'userId is too long.' })
  userId: string;
}
