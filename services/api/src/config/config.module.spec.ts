import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';
import { AppConfigModule, type ValidatedConfig } from './config.module.js';
import { ConfigError } from './validate-env.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-config-module-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('AppConfigModule (@nestjs/config around the zod schema)', () => {
  it('provides the typed AppConfig under APP_CONFIG and through ConfigService, validated from the source it was given', async () => {
    const { module, config } = await AppConfigModule.load({ DATA_DIR: dataDir, PORT: '4100', CORS_ORIGINS: 'https://invest.example' });
    expect(config).toMatchObject({ port: 4100, corsOrigins: ['https://invest.example'], database: { kind: 'sqljs' } });
    const context = await NestFactory.createApplicationContext(module, { logger: false });
    try {
      expect(context.get<AppConfig>(APP_CONFIG)).toBe(config);
      expect(context.get<ConfigService<ValidatedConfig, true>>(ConfigService).get('app', { infer: true })).toBe(config);
    } finally {
      await context.close();
    }
  });

  it('refuses an invalid environment with the schema’s messages, as a ConfigError listing every problem', async () => {
    const refused = AppConfigModule.load({ DATA_DIR: dataDir, PORT: 'eighty', CORS_ORIGINS: '*' });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(AppConfigModule.load({ DATA_DIR: dataDir, PORT: 'eighty', CORS_ORIGINS: '*' })).rejects.toMatchObject({
      message: [
        'Invalid environment, the API will not start:',
        '  - PORT: Invalid input: expected number, received NaN',
        '  - CORS_ORIGINS: CORS_ORIGINS may not contain "*" (credentials are allowed).',
        '  - CORS_ORIGINS: CORS_ORIGINS must be a comma list of origins like http://localhost:8080.',
      ].join('\n'),
    });
  });

  it('keeps the production refusals: stand-ins only when ALLOW_SANDBOX=true names them', async () => {
    const standIn = { ...liveProductionEnv(dataDir), MSG91_API_URL: 'http://sandbox-identity:8091' };
    await expect(AppConfigModule.load(standIn)).rejects.toThrow(/the SMS provider points at a stand-in; production refuses it unless ALLOW_SANDBOX=true/);
    await expect(AppConfigModule.load({ ...standIn, ALLOW_SANDBOX: 'true' })).resolves.toMatchObject({ config: { sms: { sandbox: true } } });
    const secretless = liveProductionEnv(dataDir);
    delete secretless['SESSION_SECRET'];
    await expect(AppConfigModule.load(secretless)).rejects.toThrow('SESSION_SECRET is required when NODE_ENV=production.');
  });

  it('reads neither a .env file nor process.env, and writes nothing back to process.env', async () => {
    const before = { ...process.env };
    process.env['OTP_IP_LIMIT'] = '7';
    try {
      const { config } = await AppConfigModule.load({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), LOG_LEVEL: 'warn' });
      expect(config.otpIpLimit).toBe(30);
      expect(process.env['SESSION_SECRET']).toBe(before['SESSION_SECRET']);
      expect(process.env['LOG_LEVEL']).toBe(before['LOG_LEVEL']);
      expect(process.env['app']).toBeUndefined();
    } finally {
      if (before['OTP_IP_LIMIT'] === undefined) delete process.env['OTP_IP_LIMIT'];
      else process.env['OTP_IP_LIMIT'] = before['OTP_IP_LIMIT'];
    }
  });
});
