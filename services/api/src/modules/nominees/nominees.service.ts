import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, NomineeMessage, type NomineeResponse } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { Db } from '../../database/db.js';
import { NomineeEntity } from './entities/nominee.entity.js';
import { NomineeChoice, nomineeContext } from './nominee-choice.js';
import { decideNominee, type NomineeInput } from './nominee-rules.js';

/** GET and PUT /api/nominee: one nomination per user, replaced by each new choice (or an explicit opt-out). */
@Injectable()
export class NomineesService {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly choice: NomineeChoice,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(userId: string): Promise<NomineeResponse> {
    const nominee = await this.choice.of(userId);
    const message = nominee.status === 'named' ? NomineeMessage.Saved : nominee.status === 'opted_out' ? NomineeMessage.OptedOut : 'No nominee yet.';
    return { message, nominee };
  }

  async save(userId: string, input: NomineeInput): Promise<NomineeResponse> {
    const now = this.clock.now();
    const result = decideNominee(input, indiaDate(now));
    if ('errors' in result) {
      throw new AppException(400, ErrorCode.ValidationFailed, result.errors.map((error) => error.messages[0]).join(' '), { errors: result.errors });
    }
    const { decision } = result;
    const seal = (value: string | null, field: 'name' | 'dob' | 'guardian') =>
      value === null ? null : this.crypto.encrypt(value, nomineeContext(field, userId));
    const row: NomineeEntity = decision.optOut
      ? {
          userId,
          status: 'opted_out',
          nameCiphertext: null,
          relationship: null,
          dateOfBirthCiphertext: null,
          guardianNameCiphertext: null,
          guardianRelationship: null,
          declaredAt: now,
          updatedAt: now,
        }
      : {
          userId,
          status: 'named',
          nameCiphertext: seal(decision.name, 'name'),
          relationship: decision.relationship,
          dateOfBirthCiphertext: seal(decision.dateOfBirth, 'dob'),
          guardianNameCiphertext: seal(decision.guardianName, 'guardian'),
          guardianRelationship: decision.guardianRelationship,
          declaredAt: now,
          updatedAt: now,
        };
    await this.db.transaction(async (em) => {
      const exists = await em.exists(NomineeEntity, { where: { userId } });
      if (exists) await em.update(NomineeEntity, { userId }, row);
      else await em.insert(NomineeEntity, row);
    });
    return { message: decision.optOut ? NomineeMessage.OptedOut : NomineeMessage.Saved, nominee: this.choice.view(row) };
  }
}
