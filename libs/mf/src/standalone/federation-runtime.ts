import * as runtimeCore from '@module-federation/runtime/core';

/**
 * The federation runtime of a remote's standalone page. A remote is built with `experiments.externalRuntime`: its
 * remoteEntry.js and main.js expect the runtime as the global `_FEDERATION_RUNTIME_CORE`, which the shell provides
 * (`provideExternalRuntime`), so the runtime ships once per page. On its own page no shell is there: this script,
 * built apart (webpack-config.ts), provides it before main.js runs.
 */
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
