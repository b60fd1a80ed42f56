export { offlineFallbackPlugin, isRemoteUnavailable, type RemoteUnavailable } from './offline-fallback-plugin.ts';
export { retryPlugin, fetchWithRetry, type RetryOptions } from './retry-plugin.ts';
export { compatibilityPlugin, hostBuildOf, remoteIncompatibilities, RemoteIncompatibleError, type FederationHost } from './compatibility-plugin.ts';
export {
  buildFromManifest,
  buildFromShareInfos,
  compareBuilds,
  describeIncompatibilities,
  type FederationBuild,
  type Incompatibility,
  type IncompatibilityKind,
  type SharedDeclaration,
} from './compatibility.ts';
export { readGatewayConfig, gatewayConfigOf, forgetGatewayConfig, type ConfigPage } from './gateway-config.ts';
export * from '../ownership.ts';
export { matchesManifest, readRoutePreloads, ROUTE_PRELOADS_FILE, ROUTE_PRELOADS_SCHEMA, type PreloadEntry, type RoutePreloads } from '../route-preloads.ts';
