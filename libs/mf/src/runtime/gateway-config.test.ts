import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { forgetGatewayConfig, gatewayConfigOf, readGatewayConfig, type ConfigPage } from './gateway-config.ts';

const gateway = { checkoutScriptUrl: 'http://localhost:8090/v1/checkout.js', sandbox: true };
const remotes = { payments: 'http://localhost:8084/mf-manifest.json' };

function pageWith(body: string | null, type = 'application/json'): ConfigPage {
  return {
    getElementById: (id: string) =>
      id === 'platform-config' && body !== null
        ? ({ textContent: body, getAttribute: (name: string) => (name === 'type' ? type : null) } as unknown as HTMLElement)
        : null,
  };
}

afterEach(() => forgetGatewayConfig());

describe('gatewayConfigOf', () => {
  it('takes an http(s) script URL and the sandbox flag, nothing else', () => {
    expect(gatewayConfigOf({ remotes, gateway })).toEqual(gateway);
    expect(gatewayConfigOf({ remotes, gateway: { ...gateway, extra: 1 } })).toEqual(gateway);
    expect(gatewayConfigOf({ remotes, gateway: { checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js', sandbox: false } })).toEqual({
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      sandbox: false,
    });
  });

  it.each([
    ['no gateway', { remotes }],
    ['a javascript: URL', { gateway: { ...gateway, checkoutScriptUrl: 'javascript:alert(1)' } }],
    ['not a URL', { gateway: { ...gateway, checkoutScriptUrl: 'checkout.js' } }],
    ['a text flag', { gateway: { ...gateway, sandbox: 'true' } }],
    ['null', null],
  ])('refuses %s', (_name, body) => {
    expect(gatewayConfigOf(body)).toBeNull();
  });
});

describe('readGatewayConfig', () => {
  it('reads the config the server inlined into the page, without a request', async () => {
    const fetchImpl = jest.fn<typeof fetch>();
    await expect(readGatewayConfig(pageWith(JSON.stringify({ remotes, gateway })), fetchImpl)).resolves.toEqual(gateway);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('gives null for an inline config without a valid gateway or not JSON', async () => {
    const fetchImpl = jest.fn<typeof fetch>();
    await expect(readGatewayConfig(pageWith(JSON.stringify({ remotes })), fetchImpl)).resolves.toBeNull();
    await expect(readGatewayConfig(pageWith('{not json'), fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /platform-config.json once when the page has none (dev server)', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => Response.json({ remotes, gateway }));
    await expect(readGatewayConfig(pageWith(null), fetchImpl)).resolves.toEqual(gateway);
    await expect(readGatewayConfig(pageWith(null), fetchImpl)).resolves.toEqual(gateway);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/platform-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives null when there is no config to fetch (a remote standalone)', async () => {
    await expect(readGatewayConfig(pageWith(null), async () => new Response('not found', { status: 404 }))).resolves.toBeNull();
    forgetGatewayConfig();
    await expect(readGatewayConfig(pageWith(null), async () => Promise.reject(new TypeError('offline')))).resolves.toBeNull();
  });
});
