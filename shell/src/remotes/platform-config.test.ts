import { describe, expect, it, jest } from '@jest/globals';
import { fetchPlatformConfig, readPlatformConfig } from './platform-config.js';

const remotes = {
  marketing: 'http://localhost:8081/mf-manifest.json',
  products: 'http://localhost:8082/mf-manifest.json',
  onboarding: 'http://localhost:8083/mf-manifest.json',
  payments: 'http://localhost:8084/mf-manifest.json',
  dashboard: 'http://localhost:8085/mf-manifest.json',
  demo: 'https://demo.solidstep.example/mf-manifest.json',
};

describe('fetchPlatformConfig', () => {
  it('reads and validates /platform-config.json', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => Response.json({ remotes }));
    await expect(fetchPlatformConfig(fetchImpl)).resolves.toEqual({ remotes });
    expect(fetchImpl).toHaveBeenCalledWith('/platform-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects a config missing a remote or with a non-http URL, naming the remote', async () => {
    const { demo: _demo, ...missing } = remotes;
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: missing }))).rejects.toThrow('remotes.demo is not an http(s) URL');
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: { ...remotes, demo: 'javascript:alert(1)' } }))).rejects.toThrow(
      'remotes.demo is not an http(s) URL',
    );
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: { ...remotes, products: '/mf-manifest.json' } }))).rejects.toThrow(
      'remotes.products is not an http(s) URL',
    );
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: { ...remotes, products: 42 } }))).rejects.toThrow('remotes.products');
    await expect(fetchPlatformConfig(async () => Response.json({}))).rejects.toThrow('"remotes" is not an object');
    await expect(fetchPlatformConfig(async () => Response.json(null))).rejects.toThrow('"remotes" is not an object');
  });

  it("keeps the remotes only (the gateway and anything else are the payments remote's to read)", async () => {
    const fetchImpl = async () =>
      Response.json({ remotes: { ...remotes, extra: 'http://x.example/' }, gateway: { checkoutScriptUrl: 'http://g.example/c.js', sandbox: true } });
    await expect(fetchPlatformConfig(fetchImpl)).resolves.toEqual({ remotes });
  });

  it('rejects a failed answer', async () => {
    await expect(fetchPlatformConfig(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow('503');
  });
});

function pageWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.head.innerHTML = block;
  return doc;
}

describe('readPlatformConfig', () => {
  it('reads the config inlined in the page by the server, without a request', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => Response.json({ remotes }));
    const doc = pageWith(`<script type="application/json" id="platform-config">${JSON.stringify({ remotes })}</script>`);
    await expect(readPlatformConfig(doc, fetchImpl)).resolves.toEqual({ remotes });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /platform-config.json when the page has no inline config (dev server)', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => Response.json({ remotes }));
    await expect(readPlatformConfig(pageWith(''), fetchImpl)).resolves.toEqual({ remotes });
    expect(fetchImpl).toHaveBeenCalledWith('/platform-config.json', expect.anything());
  });

  it('rejects an invalid inline config', async () => {
    const doc = pageWith(
      `<script type="application/json" id="platform-config">${JSON.stringify({ remotes: { ...remotes, demo: 'javascript:alert(1)' } })}</script>`,
    );
    await expect(readPlatformConfig(doc, jest.fn<typeof fetch>())).rejects.toThrow();
  });
});
