import { ApiProperty } from '@nestjs/swagger';
import { type KycAadhaarOtpRequest, ValidationMessage } from '@invest/contracts';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** POST /api/kyc/aadhaar-otp: the 6-digit OTP UIDAI texted to the Aadhaar-linked mobile. */
export class KycAadhaarOtpDto implements KycAadhaarOtpRequest {
  @ApiProperty({ example: '111000', pattern: '^[0-9]{6}$' })
  @IsString({ message: ValidationMessage.Otp })
  @Matches(/^\d{6}$/, { message: ValidationMessage.Otp })
  otp: string;

  @ApiProperty({ format: 'uuid', description: "The signed-in user's id (any other is refused)." })
  @IsString({ message: 'userId is required.' })
  @IsNotEmpty({ message: 'userId is required.' })
  @MaxLength(64, { message: 'userId is too long.' })
  userId: string;
}
