import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createFederationConfig, type AppKind } from './federation-config.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
// The production static server's header rules, reused so `dev` answers with the same headers.
import {
  parseAllowedOrigins,
  platformConfigFromEnv,
  remoteCorsHeaders,
  remoteOrigins,
  shellSecurityHeaders,
} from '../../../tools/serve-app-config.ts';

export interface AppWebpackOptions {
  /** Federation name: `shell`, `mfe_marketing`, ... */
  name: string;
  port: number;
  kind: AppKind;
  exposes?: Record<string, string>;
  /** Folder of the app (`import.meta.dirname` of its webpack.config.ts). */
  appDir: string;
  /** `<title>` of the standalone HTML page. */
  title?: string;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

const factoryFiles = [
  'webpack-config.ts',
  'federation-config.ts',
  'shared-config.ts',
  'ownership.ts',
  'precompress-plugin.ts',
  '../../../tools/serve-app-config.ts',
].map((file) => fileURLToPath(new URL(file.startsWith('.') ? file : `./${file}`, import.meta.url)));

function swcRule(test: RegExp, tsx: boolean, development: boolean) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

function devServerConfig(options: AppWebpackOptions): DevServerConfiguration {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
  const allowed = parseAllowedOrigins(process.env.ALLOWED_ORIGINS);
  const platformConfig = platformConfigFromEnv(process.env);
  return {
    port: options.port,
    host: 'localhost',
    historyApiFallback: true,
    hot: true,
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: ['/api'], target: apiUrl, xfwd: true, changeOrigin: false }],
    headers: (req) =>
      options.kind === 'remote'
        ? remoteCorsHeaders(req.headers.origin, allowed)
        : shellSecurityHeaders(remoteOrigins(platformConfig), [`ws://localhost:${options.port}`]),
    setupMiddlewares: (middlewares, server) => {
      if (options.kind === 'host') {
        server.app?.get('/platform-config.json', (_req, res) => {
          res.setHeader('Cache-Control', 'no-cache');
          res.json(platformConfig);
        });
      }
      return middlewares;
    },
  };
}

/**
 * The whole webpack configuration of one app, so each app's webpack.config.ts is a few lines.
 * Usage: `export default createAppWebpackConfig({ name, port, kind, exposes, appDir: import.meta.dirname })`.
 */
export function createAppWebpackConfig(options: AppWebpackOptions) {
  return (_env: unknown, argv: WebpackArgv = {}): Configuration => {
    const mode = argv.mode ?? 'production';
    const isProd = mode === 'production';
    return {
      mode,
      context: options.appDir,
      entry: { main: './src/main.ts' },
      target: 'web',
      devtool: isProd ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: `${options.appDir}/dist`,
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: options.kind === 'host' ? '/' : 'auto',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        conditionNames: ['source', 'webpack', mode, 'browser', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [swcRule(/\.[cm]?ts$/, false, !isProd), swcRule(/\.tsx$/, true, !isProd)],
      },
      plugins: [
        new ModuleFederationPlugin(createFederationConfig(options)),
        new HtmlWebpackPlugin({
          title: options.title ?? 'Solidstep Invest',
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${String(htmlWebpackPlugin.options?.title ?? '')}</title>
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`,
          scriptLoading: 'defer',
          // Absolute script URLs, so a deep link (/demo/kyc) served index.html still finds main.js.
          publicPath: '/',
          // A remote's own page (standalone mode) must not pull the container entry twice.
          excludeChunks: options.kind === 'remote' ? [options.name] : [],
        }),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: isProd,
        runtimeChunk: false,
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: fileURLToPath(new URL('../../../node_modules/.cache/webpack', import.meta.url)),
        name: `${options.name}-${mode}`,
        buildDependencies: { config: factoryFiles },
      },
      infrastructureLogging: { level: 'warn' },
      devServer: devServerConfig(options),
    };
  };
}
