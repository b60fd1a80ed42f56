import { preloadFirstRemote } from './remotes/first-remote-preload.js';
import { inlinePlatformConfigJson } from './remotes/inline-platform-config.js';

// Before the async boundary: the first route's remote starts loading in parallel with the shared libraries.
try {
  preloadFirstRemote(inlinePlatformConfigJson(), window.location.pathname);
} catch (error: unknown) {
  // An unreadable inline config is reported (and handled) by bootstrap; no preload then.
  console.warn('[shell] no remote preload', error);
}

// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap.js').catch((error: unknown) => {
  console.error('The shell failed to start', error);
});
