import { describe, expect, it } from '@jest/globals';
import { preloadFirstRemote } from './first-remote-preload.js';

const remotes = {
  marketing: 'http://localhost:8081/mf-manifest.json',
  products: 'https://products.example/app/mf-manifest.json',
  onboarding: 'http://localhost:8083/mf-manifest.json',
  payments: 'http://localhost:8084/mf-manifest.json',
  dashboard: 'http://localhost:8085/mf-manifest.json',
  demo: 'http://localhost:8086/mf-manifest.json',
};

function preloads(doc: Document) {
  return [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

describe('preloadFirstRemote', () => {
  it('preloads the manifest of the remote owning the path, and only it', () => {
    const doc = document.implementation.createHTMLDocument('shell');
    expect(preloadFirstRemote({ remotes }, '/fixed-deposits/fd-1', doc)).toBe('products');
    expect(preloads(doc)).toEqual([{ href: 'https://products.example/app/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' }]);
  });

  it('preloads the remote entry next to the manifest once the manifest has loaded, and not when it failed', () => {
    const up = document.implementation.createHTMLDocument('shell');
    preloadFirstRemote({ remotes }, '/products', up);
    up.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('load'));
    expect(preloads(up)).toEqual([
      { href: 'https://products.example/app/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: 'https://products.example/app/remoteEntry.js', as: 'script', crossorigin: null },
    ]);

    const down = document.implementation.createHTMLDocument('shell');
    preloadFirstRemote({ remotes }, '/products', down);
    down.head.querySelector('link[as="fetch"]')?.dispatchEvent(new Event('error'));
    expect(preloads(down)).toHaveLength(1);
  });

  it('preloads nothing for a path no remote owns, or without a config', () => {
    const doc = document.implementation.createHTMLDocument('shell');
    expect(preloadFirstRemote({ remotes }, '/no-such-page', doc)).toBeNull();
    expect(preloadFirstRemote(null, '/', doc)).toBeNull();
    expect(preloadFirstRemote({ remotes: { ...remotes, marketing: 'javascript:alert(1)' } }, '/', doc)).toBeNull();
    expect(preloads(doc)).toEqual([]);
  });
});
