import { ApiProperty } from '@nestjs/swagger';
import { AADHAAR_CONSENT_VERSION, KYC_AADHAAR_INPUT_MAX_LENGTH, KYC_PAN_MAX_LENGTH, KycMessage, type KycVerifyRequest } from '@invest/contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Shape only: the Aadhaar (Verhoeff) and PAN rules run in KycService, so that a failed attempt is
 * recorded as such. Messages never repeat the submitted values.
 */
export class KycVerifyDto implements KycVerifyRequest {
  @ApiProperty({ example: '2341 2341 2346', maxLength: KYC_AADHAAR_INPUT_MAX_LENGTH, description: '12 digits, spaces allowed' })
  @IsString({ message: 'Aadhaar is required.' })
  @IsNotEmpty({ message: 'Aadhaar is required.' })
  @MaxLength(KYC_AADHAAR_INPUT_MAX_LENGTH, { message: `Aadhaar must be at most ${KYC_AADHAAR_INPUT_MAX_LENGTH} characters.` })
  aadhaar: string;

  @ApiProperty({ example: 'ABCPE1234F', maxLength: KYC_PAN_MAX_LENGTH, description: 'AAAAA9999A, fourth letter P' })
  @IsString({ message: 'PAN is required.' })
  @IsNotEmpty({ message: 'PAN is required.' })
  @MaxLength(KYC_PAN_MAX_LENGTH, { message: `PAN must be at most ${KYC_PAN_MAX_LENGTH} characters.` })
  pan: string;

  @ApiProperty({ format: 'uuid', description: "The signed-in user's id (any other is refused)." })
  @IsString({ message: 'userId is required.' })
  @IsNotEmpty({ message: 'userId is required.' })
  @MaxLength(64, { message: 'userId is too long.' })
  userId: string;

  @ApiProperty({
    example: AADHAAR_CONSENT_VERSION,
    maxLength: 16,
    description: 'The version of the Aadhaar e-KYC consent text the holder ticked; without the current one: 400 CONSENT_REQUIRED.',
  })
  @IsOptional()
  @IsString({ message: KycMessage.ConsentRequired })
  @MaxLength(16, { message: KycMessage.ConsentRequired })
  consentVersion: string;
}
