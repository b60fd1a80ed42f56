import { ApiProperty } from '@nestjs/swagger';
import { INDIAN_MOBILE_PATTERN, type OtpGenerateRequest, type OtpPurpose, ValidationMessage } from '@invest/contracts';
import { IsIn, IsString, Matches } from 'class-validator';

export const PHONE_REGEX = new RegExp(INDIAN_MOBILE_PATTERN);

export class OtpGenerateDto implements OtpGenerateRequest {
  @ApiProperty({ example: '9876543210', pattern: INDIAN_MOBILE_PATTERN })
  @IsString({ message: ValidationMessage.Phone })
  @Matches(PHONE_REGEX, { message: ValidationMessage.Phone })
  phone: string;

  @ApiProperty({ enum: ['kyc', 'contact'] })
  @IsIn(['kyc', 'contact'], { message: "type must be 'kyc' or 'contact'." })
  type: OtpPurpose;
}
