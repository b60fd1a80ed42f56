import { ApiProperty } from '@nestjs/swagger';
import { type Language, LANGUAGES, type LanguageSetting } from '@invest/contracts';
import { IsIn } from 'class-validator';

/** PUT /api/profile/language, and the answer of GET and PUT. */
export class LanguageSettingDto implements LanguageSetting {
  @ApiProperty({ enum: LANGUAGES, example: 'hi', description: "'en' (English) or 'hi' (Hindi)." })
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}.` })
  language: Language;
}
