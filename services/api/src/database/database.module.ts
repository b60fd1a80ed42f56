import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { buildDataSourceOptions } from './data-source-options.js';
import { Db } from './db.js';
import { EmbeddedFileSaver } from './embedded-file-saver.js';
import { SeedRunner } from './seeds/run-seeds.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(database: DatabaseConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(database),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
      providers: [Db, SeedRunner, EmbeddedFileSaver],
      exports: [Db],
    };
  }
}
