export { createAppWebpackConfig, type AppWebpackOptions } from './webpack-config.ts';
export { createFederationConfig, type AppKind, type FederationOptions, type RemoteFederationConfig } from './federation-config.ts';
export { createSharedConfig, SHARED_PACKAGES, SHARED_WORKSPACE_ENTRY_POINTS, SHARED_WORKSPACE_LIBS, type SharedEntry } from './shared-config.ts';
export * from './ownership.ts';
