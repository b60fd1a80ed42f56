/**
 * `@invest/mf/build`: the webpack and Module Federation config factories. Node only (webpack.config.ts files and the
 * tools); the browser code of the platform imports `@invest/mf/runtime`.
 */
export { createAppWebpackConfig, SERVER_DIST, type AppWebpackOptions } from './webpack-config.ts';
export { createFederationConfig, createServerFederationConfig, type AppKind, type FederationOptions } from './federation-config.ts';
export { RoutePreloadsPlugin, routePathOfImport } from './route-preloads-plugin.ts';
export { createSharedConfig, SHARED_PACKAGES, SHARED_WORKSPACE_ENTRY_POINTS, SHARED_WORKSPACE_LIBS, type SharedEntry } from './shared-config.ts';
export * from '../apps.ts';
