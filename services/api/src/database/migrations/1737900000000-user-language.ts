import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { varchar } from './schema-builders.js';

/**
 * `users.language`: the investor's chosen language, 'en' or 'hi' (LANGUAGES in @invest/contracts; issue 33). Their
 * texts and statements are written in it. Every account made before it, and every new one until they choose, is 'en'.
 */
export class UserLanguage1737900000000 implements MigrationInterface {
  name = 'UserLanguage1737900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(varchar('language', 8, { default: "'en'" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'language');
  }
}
