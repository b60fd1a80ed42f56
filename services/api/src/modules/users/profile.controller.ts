import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type LanguageSetting } from '@invest/contracts';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { CurrentUser } from '../session/current-user.decorator.js';
import { SessionGuard } from '../session/session.guard.js';
import { LanguageSettingDto } from './dto/language-setting.dto.js';
import { UsersService } from './users.service.js';

/** The signed-in investor's profile settings: the language their texts and statements are written in. */
@ApiTags('profile')
@Controller('profile')
@UseGuards(SessionGuard)
@ApiUnauthorizedResponse({ description: 'AUTHENTICATION_REQUIRED: no live session.' })
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get('language')
  @ApiOkResponse({ type: LanguageSettingDto, description: "The investor's language ('en' until they choose)." })
  language(@CurrentUser() user: AuthenticatedUser): LanguageSetting {
    return { language: user.language };
  }

  @Put('language')
  @ApiHeader({ name: CSRF_HEADER, required: true, schema: { type: 'string', enum: [CSRF_HEADER_VALUE] } })
  @ApiOkResponse({ type: LanguageSettingDto, description: 'Saved: the texts and statements from now on are in this language.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: not a language the platform speaks (nothing is changed).' })
  async setLanguage(@CurrentUser() user: AuthenticatedUser, @Body() body: LanguageSettingDto): Promise<LanguageSetting> {
    await this.users.setLanguage(user.id, body.language);
    return { language: body.language };
  }
}
