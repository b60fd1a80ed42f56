import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRIVACY_REQUEST_DETAILS_MAX, PRIVACY_REQUEST_TYPES, type PrivacyRequestCreate, type PrivacyRequestType } from '@invest/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class PrivacyRequestCreateDto implements PrivacyRequestCreate {
  @ApiProperty({ enum: PRIVACY_REQUEST_TYPES })
  @IsIn(PRIVACY_REQUEST_TYPES, { message: `type must be one of: ${PRIVACY_REQUEST_TYPES.join(', ')}.` })
  type: PrivacyRequestType;

  @ApiPropertyOptional({ maxLength: PRIVACY_REQUEST_DETAILS_MAX })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: 'details must be text.' })
  @MaxLength(PRIVACY_REQUEST_DETAILS_MAX, { message: `details must be at most ${PRIVACY_REQUEST_DETAILS_MAX} characters.` })
  details?: string;
}
