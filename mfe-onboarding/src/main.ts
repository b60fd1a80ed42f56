// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap.js').catch((error: unknown) => {
  console.error('mfe_onboarding failed to start', error);
});
