import { Inject, Injectable } from '@nestjs/common';
import type { NomineeView } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { Db } from '../../database/db.js';
import { NomineeEntity } from './entities/nominee.entity.js';
import { isMinorOn } from './nominee-rules.js';

/** Additional data of each sealed nominee field: `nominee-<field>:<userId>`. */
export const nomineeContext = (field: 'name' | 'dob' | 'guardian', userId: string) => `nominee-${field}:${userId}`;

const NOT_STARTED: NomineeView = {
  status: 'not_started',
  name: null,
  relationship: null,
  dateOfBirth: null,
  minor: false,
  guardianName: null,
  guardianRelationship: null,
  declaredAt: null,
};

/** A user's nomination as they (and their statement) see it; `minor` is as of today (India date). */
@Injectable()
export class NomineeChoice {
  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<NomineeView> {
    const row = await this.db.run((em) => em.findOne(NomineeEntity, { where: { userId } }));
    return row ? this.view(row) : NOT_STARTED;
  }

  view(row: NomineeEntity): NomineeView {
    const declaredAt = row.declaredAt.toISOString();
    if (row.status === 'opted_out') return { ...NOT_STARTED, status: 'opted_out', declaredAt };
    const open = (sealed: string | null, field: 'name' | 'dob' | 'guardian') =>
      sealed ? this.crypto.decrypt(sealed, nomineeContext(field, row.userId)) : null;
    const dateOfBirth = open(row.dateOfBirthCiphertext, 'dob');
    return {
      status: 'named',
      name: open(row.nameCiphertext, 'name'),
      relationship: row.relationship,
      dateOfBirth,
      minor: dateOfBirth !== null && isMinorOn(dateOfBirth, indiaDate(this.clock.now())),
      guardianName: open(row.guardianNameCiphertext, 'guardian'),
      guardianRelationship: row.guardianRelationship,
      declaredAt,
    };
  }
}
