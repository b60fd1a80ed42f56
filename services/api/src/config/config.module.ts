import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_CONFIG, type AppConfig, appConfigOf } from './app-config.js';
import { type EnvSource, validateEnv } from './validate-env.js';

/** What ConfigModule holds once the environment is validated: the typed configuration, under `app`. */
export interface ValidatedConfig {
  app: AppConfig;
}

/** The configuration module to import, and the configuration it holds. */
export interface LoadedConfig {
  module: DynamicModule;
  config: AppConfig;
}

/**
 * The API's configuration through @nestjs/config. ConfigModule.forRoot validates the environment with the zod schema
 * (env.schema.ts: the same messages, the same production refusals, a ConfigError listing every problem) and holds the
 * typed AppConfig derived from it; the services inject it as before, `@Inject(APP_CONFIG) config: AppConfig`
 * (ConfigService answers `get('app')` too).
 *
 * As before, no `.env` file is read (the deployment, compose or tools/start.ts set the variables), and ConfigModule does
 * not gather process.env itself: the environment validated is the one createApp was given (process.env in main.ts, a
 * record per app in the tests, which run several apps with different settings in one process). For the same reason the
 * validated values stay out of process.env (ConfigModule copies only plain values of its result there; `app` is an
 * object) and ConfigService never falls back to process.env.
 */
@Module({})
export class AppConfigModule {
  /**
   * Validates `source` (throws a ConfigError before anything starts) and answers the module with the configuration it
   * holds: createApp needs some of it before Nest exists (TRUST_PROXY for the HTTP adapter, the database, the logger).
   */
  static async load(source: EnvSource): Promise<LoadedConfig> {
    let config: AppConfig | undefined;
    const configModule = await ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      validatePredefined: false,
      skipProcessEnv: true,
      validate: (): ValidatedConfig => {
        config = appConfigOf(validateEnv(source));
        return { app: config };
      },
    });
    if (!config) throw new Error('ConfigModule.forRoot did not validate the environment.');
    return {
      config,
      module: {
        module: AppConfigModule,
        global: true,
        imports: [configModule],
        providers: [
          {
            provide: APP_CONFIG,
            inject: [ConfigService],
            useFactory: (settings: ConfigService<ValidatedConfig, true>): AppConfig => settings.get('app', { infer: true }),
          },
        ],
        exports: [APP_CONFIG],
      },
    };
  }
}
