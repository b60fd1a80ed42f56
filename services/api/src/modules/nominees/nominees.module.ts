import { Module } from '@nestjs/common';
import { FieldCryptoModule } from '../../common/crypto/field-crypto.module.js';
import { SessionModule } from '../session/session.module.js';
import { NomineeChoice } from './nominee-choice.js';
import { NomineesController } from './nominees.controller.js';
import { NomineesService } from './nominees.service.js';

/** The nominee (GET/PUT /api/nominee), or an explicit opt-out. Exports NomineeChoice for the statement. */
@Module({
  imports: [SessionModule, FieldCryptoModule],
  controllers: [NomineesController],
  providers: [NomineesService, NomineeChoice],
  exports: [NomineeChoice],
})
export class NomineesModule {}
