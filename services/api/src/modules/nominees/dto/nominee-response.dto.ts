import { ApiProperty } from '@nestjs/swagger';
import { NOMINEE_RELATIONSHIPS, type NomineeRelationship, type NomineeResponse, type NomineeStatus, type NomineeView } from '@invest/contracts';

/** OpenAPI descriptions of the nominee answers (the types live in @invest/contracts). */
export class NomineeViewDto implements NomineeView {
  @ApiProperty({ enum: ['not_started', 'named', 'opted_out'] })
  status: NomineeStatus;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ enum: NOMINEE_RELATIONSHIPS, nullable: true })
  relationship: NomineeRelationship | null;

  @ApiProperty({ type: String, nullable: true, example: '1988-01-15' })
  dateOfBirth: string | null;

  @ApiProperty({ description: 'Under 18 today (India date).' })
  minor: boolean;

  @ApiProperty({ type: String, nullable: true })
  guardianName: string | null;

  @ApiProperty({ type: String, nullable: true })
  guardianRelationship: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  declaredAt: string | null;
}

export class NomineeResponseDto implements NomineeResponse {
  @ApiProperty({ example: 'Nominee saved.' })
  message: string;

  @ApiProperty({ type: NomineeViewDto })
  nominee: NomineeViewDto;
}
