import { describe, expect, it, vi } from 'vitest';
import { fetchPlatformConfig } from './platform-config.js';

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
    const fetchImpl = vi.fn(async () => Response.json({ remotes }));
    await expect(fetchPlatformConfig(fetchImpl)).resolves.toEqual({ remotes });
    expect(fetchImpl).toHaveBeenCalledWith('/platform-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects a config missing a remote or with a non-http URL', async () => {
    const { demo: _demo, ...missing } = remotes;
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: missing }))).rejects.toThrow();
    await expect(fetchPlatformConfig(async () => Response.json({ remotes: { ...remotes, demo: 'javascript:alert(1)' } }))).rejects.toThrow();
  });

  it('rejects a failed answer', async () => {
    await expect(fetchPlatformConfig(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow('503');
  });
});
