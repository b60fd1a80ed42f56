import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Db } from '../db.js';
import { SEEDS } from './index.js';

@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedRunner.name);

  constructor(private readonly db: Db) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const seed of SEEDS) {
      await this.db.transaction((em) => seed.run(em));
      this.logger.log(`Seed ${seed.name} applied`);
    }
  }
}
