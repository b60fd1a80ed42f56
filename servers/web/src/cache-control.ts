const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|png|jpe?g|svg|webp|avif)$/i;
const ALWAYS_FRESH = /(?:\.html|\/mf-manifest\.json|\/route-preloads\.json|\/mf-stats\.json|\/remoteEntry\.js)$/i;

/** Long cache for content-hashed files, revalidation for HTML, manifests, remoteEntry and the rest. */
export function cacheControlFor(filePath: string): string {
  // A precompressed twin (main.1a2b3c4d.js.br) is cached like the file it stands for.
  const path = filePath.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, '');
  if (ALWAYS_FRESH.test(path) || !HASHED_ASSET.test(path)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}
