import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_IDENTITY } from '@invest/contracts';
import { liveProductionEnv } from '../../test/support/production-env.js';
import { loadConfig } from './app-config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'invest-market-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('market-price feeds (AMFI NAVs, gold)', () => {
  it('development and tests read the identity stand-in’s feeds with its documented key', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).marketPrices).toMatchObject({
      amfiUrl: 'http://127.0.0.1:8091/amfi',
      goldUrl: 'http://127.0.0.1:8091/gold',
      goldApiKey: SANDBOX_IDENTITY.goldPriceApiKey,
      sandbox: true,
    });
  });

  it('production reads AMFI itself, and gold only from a feed it names', () => {
    expect(loadConfig(liveProductionEnv(dataDir)).marketPrices).toMatchObject({ amfiUrl: 'https://portal.amfiindia.com', goldUrl: null, sandbox: false });
    const named = loadConfig({ ...liveProductionEnv(dataDir), GOLD_PRICE_API_URL: 'https://gold.example.in/api', GOLD_PRICE_API_KEY: 'live-gold-key' });
    expect(named.marketPrices).toMatchObject({ goldUrl: 'https://gold.example.in/api', goldApiKey: 'live-gold-key', sandbox: false });
  });

  it('production refuses the stand-in’s feeds unless ALLOW_SANDBOX=true names them', () => {
    const standIn = { ...liveProductionEnv(dataDir), AMFI_NAV_URL: 'http://sandbox-identity:8091/amfi' };
    expect(() => loadConfig(standIn)).toThrow(
      /AMFI_NAV_URL: the market-price feed \(AMFI NAVs\) points at a stand-in; production refuses it unless ALLOW_SANDBOX=true/,
    );
    expect(() => loadConfig({ ...liveProductionEnv(dataDir), GOLD_PRICE_API_KEY: SANDBOX_IDENTITY.goldPriceApiKey })).toThrow(
      /GOLD_PRICE_API_KEY: GOLD_PRICE_API_KEY is the stand-in's published value/,
    );
    expect(loadConfig({ ...standIn, ALLOW_SANDBOX: 'true' }).marketPrices).toMatchObject({ amfiUrl: 'http://sandbox-identity:8091/amfi', sandbox: true });
  });

  it('refuses a feed address that is not a URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, AMFI_NAV_URL: 'portal.amfiindia.com' })).toThrow(/AMFI_NAV_URL must be a URL/);
  });
});
