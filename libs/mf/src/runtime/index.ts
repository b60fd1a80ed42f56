export { offlineFallbackPlugin, isRemoteUnavailable, type RemoteUnavailable } from './offline-fallback-plugin.ts';
export { retryPlugin, fetchWithRetry, type RetryOptions } from './retry-plugin.ts';
export { readGatewayConfig, gatewayConfigOf, forgetGatewayConfig, type ConfigPage } from './gateway-config.ts';
export * from '../ownership.ts';
