import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOMINEE_RELATIONSHIPS } from '@invest/contracts';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import type { NomineeInput } from '../nominee-rules.js';

/**
 * PUT /api/nominee (NomineeRequest): shape only; the rules (name, relationship, date of birth not in the future, a
 * guardian under 18) run in NomineesService with NomineeMessage's words.
 */
export class NomineeRequestDto implements NomineeInput {
  @ApiProperty({ description: 'true: no nominee, explicitly (the other fields are then ignored).' })
  @IsBoolean({ message: 'optOut must be true or false.' })
  optOut: boolean;

  @ApiPropertyOptional({ example: 'Ravi Rao', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'name must be text.' })
  @MaxLength(200, { message: 'name is too long.' })
  name?: string;

  @ApiPropertyOptional({ enum: NOMINEE_RELATIONSHIPS })
  @IsOptional()
  @IsString({ message: 'relationship must be text.' })
  @MaxLength(40, { message: 'relationship is too long.' })
  relationship?: string;

  @ApiPropertyOptional({ example: '1988-01-15', description: 'YYYY-MM-DD, not in the future.' })
  @IsOptional()
  @IsString({ message: 'dateOfBirth must be text.' })
  @MaxLength(20, { message: 'dateOfBirth is too long.' })
  dateOfBirth?: string;

  @ApiPropertyOptional({ description: 'Required when the nominee is under 18.', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'guardianName must be text.' })
  @MaxLength(200, { message: 'guardianName is too long.' })
  guardianName?: string;

  @ApiPropertyOptional({ description: 'Required when the nominee is under 18.', maxLength: 50 })
  @IsOptional()
  @IsString({ message: 'guardianRelationship must be text.' })
  @MaxLength(100, { message: 'guardianRelationship is too long.' })
  guardianRelationship?: string;
}
