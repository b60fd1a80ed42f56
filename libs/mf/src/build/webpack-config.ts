import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createFederationConfig, createServerFederationConfig, type AppKind } from './federation-config.ts';
import { CATALOG_FILE } from './compile-catalog.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { RoutePreloadsPlugin } from './route-preloads-plugin.ts';
import { appOf, type FrontendApp } from '../apps.ts';
// The web server's header rules (servers/web), reused so `dev` answers with the same headers.
import { parseAllowedOrigins, platformConfigFromEnv, remoteCorsHeaders, shellCspOrigins, shellSecurityHeaders } from '../serving/serve-config.ts';

/** What an app's webpack.config.ts says: which app of the apps table it is, and where it lives. */
export interface AppWebpackOptions {
  /** The app's key in the apps table (`shell`, `marketing`, ...): its federation name, port and exposes come from there. */
  app: FrontendApp['key'];
  /** Folder of the app (`import.meta.dirname` of its webpack.config.ts). */
  appDir: string;
  /** `<title>` of the standalone HTML page. */
  title?: string;
}

/** The options the factories work from: the app's row of the apps table resolved. */
interface ResolvedAppOptions {
  /** Federation name: `shell`, `mfe_marketing`, ... */
  name: string;
  port: number;
  kind: AppKind;
  exposes?: Record<string, string>;
  appDir: string;
  title?: string;
}

function resolveApp(options: AppWebpackOptions): ResolvedAppOptions {
  const app = appOf(options.app);
  const base = { name: app.name, port: app.port, appDir: options.appDir, ...(options.title ? { title: options.title } : {}) };
  return app.kind === 'shell' ? { ...base, kind: 'host' } : { ...base, kind: 'remote', exposes: { ...app.exposes } };
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

const factoryFiles = [
  'webpack-config.ts',
  'federation-config.ts',
  'shared-config.ts',
  'precompress-plugin.ts',
  'compile-catalog.ts',
  'catalog-loader.ts',
  'route-preloads-plugin.ts',
  '../route-preloads.ts',
  '../apps.ts',
  '../ownership.ts',
  '../standalone/federation-runtime.ts',
  '../serving/serve-config.ts',
].map((file) => fileURLToPath(new URL(file.startsWith('.') ? file : `./${file}`, import.meta.url)));

const requireFromHere = createRequire(import.meta.url);

/**
 * `experiments.provideExternalRuntime` adds its runtime plugin by its CommonJS path, which pulls runtime-core's CJS
 * build next to the ESM build the bundler runtime uses: two copies of the runtime in main.js. Point it at its ESM build.
 */
function externalRuntimeProviderAlias(): Record<string, string> {
  const cjs = requireFromHere.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { [cjs]: cjs.replace(/\.cjs$/, '.js') };
}

/**
 * TypeScript/TSX through SWC. The styled-components plugin gives every styled component a stable id (file and position),
 * so the class names the server renders are the ones the browser computes when it hydrates, whatever order the two
 * load the components in.
 */
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
          experimental: { plugins: [['@swc/plugin-styled-components', { displayName: development, ssr: true, fileName: false }]] },
        },
      },
    },
  };
}

/** The apps' message catalogues (`src/messages/<locale>.json`), compiled for Lingui's runtime (catalog-loader.ts). */
function catalogRule() {
  return { test: CATALOG_FILE, type: 'javascript/auto', use: fileURLToPath(new URL('./catalog-loader.ts', import.meta.url)) };
}

function devServerConfig(options: ResolvedAppOptions): DevServerConfiguration {
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
        : shellSecurityHeaders(shellCspOrigins(platformConfig), [`ws://localhost:${options.port}`]),
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

function resolveConfig(mode: string, platform: 'browser' | 'node' = 'browser'): Configuration['resolve'] {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    conditionNames: ['source', 'webpack', mode, platform, '...'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  };
}

function filesystemCache(name: string): Configuration['cache'] {
  return {
    type: 'filesystem',
    cacheDirectory: fileURLToPath(new URL('../../../../node_modules/.cache/webpack', import.meta.url)),
    name,
    buildDependencies: { config: factoryFiles },
  };
}

/**
 * Production JS is minified by SWC (webpack's own minimizer plugin, with SWC in place of Terser): a third faster to
 * build (mfe-products 27 → 18 s from a cold cache) and no larger (the home page's JS 210.8 → 209.6 KB gzip).
 */
function minimizers(): NonNullable<Configuration['optimization']>['minimizer'] {
  return [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })];
}

const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/**
 * A production remote ships no federation runtime (`externalRuntime`): the page provides it. On the remote's own
 * page that is this second, tiny compilation (standalone/federation-runtime.ts), loaded before main.js; the shell's
 * pages never load it.
 */
function standaloneRuntimeConfig(options: ResolvedAppOptions): Configuration {
  return {
    name: `${options.name}-federation-runtime`,
    dependencies: [options.name],
    mode: 'production',
    context: options.appDir,
    entry: { [STANDALONE_RUNTIME_FILE.replace(/\.js$/, '')]: fileURLToPath(new URL('../standalone/federation-runtime.ts', import.meta.url)) },
    target: 'web',
    // Maps are written but not referenced from the script (servers/web/src/serve-app.ts never serves them).
    devtool: 'hidden-source-map',
    // Not cleaned: it writes next to the app's build, which runs first (dependencies).
    output: { path: `${options.appDir}/dist`, filename: '[name].js', clean: false },
    resolve: resolveConfig('production'),
    module: { rules: [swcRule(/\.[cm]?ts$/, false, false)] },
    plugins: [new PrecompressPlugin()],
    optimization: { minimize: true, minimizer: minimizers() },
    performance: { hints: false },
    cache: filesystemCache(`${options.name}-federation-runtime-production`),
    infrastructureLogging: { level: 'warn' },
  };
}

/** Folder of an app's server build, inside its dist/: `dist/server/remoteEntry.js`, `dist/server/main.js`. */
export const SERVER_DIST = 'server';

/** Marks dist/server as CommonJS: the workspace is `"type": "module"`, the server build is a CommonJS container. */
class CommonJsPackagePlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CommonJsPackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsPackagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}

/**
 * The server (Node) build of an app, in dist/server, built after its browser build. A remote's is a container
 * exposing the same `./routes` (remoteEntry.js plus chunks, fetched by the shell's server over HTTP); the shell's is
 * its server renderer (main.js, src/server/main.ts), which servers/web/src/serve-app.ts loads.
 */
function serverConfig(options: ResolvedAppOptions, mode: 'production' | 'development' | 'none'): Configuration {
  const development = mode !== 'production';
  return {
    name: `${options.name}-server`,
    dependencies: [options.name],
    mode,
    context: options.appDir,
    entry: options.kind === 'host' ? { main: './src/server/main.ts' } : {},
    target: 'async-node',
    devtool: false,
    output: {
      path: `${options.appDir}/dist/${SERVER_DIST}`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // Not an absolute URL (none is known at build time): the node runtime plugin then resolves chunks next to the
      // container's URL. The dev server serves the folder here.
      publicPath: `/${SERVER_DIST}/`,
      uniqueName: `${options.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: resolveConfig(mode, 'node'),
    externalsPresets: { node: true },
    module: {
      rules: [swcRule(/\.[cm]?ts$/, false, development), swcRule(/\.tsx$/, true, development), catalogRule()],
    },
    plugins: [new ModuleFederationPlugin(createServerFederationConfig(options)), new CommonJsPackagePlugin()],
    optimization: { minimize: false, runtimeChunk: false },
    performance: { hints: false },
    cache: filesystemCache(`${options.name}-server-${mode}`),
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The whole webpack configuration of one app, so each app's webpack.config.ts is a few lines.
 * Usage: `export default createAppWebpackConfig({ app: 'marketing', appDir: import.meta.dirname })`.
 * A production remote is two compilations: the app, and the runtime of its standalone page.
 */
export function createAppWebpackConfig(appOptions: AppWebpackOptions) {
  const options = resolveApp(appOptions);
  return (_env: unknown, argv: WebpackArgv = {}): Configuration | Configuration[] => {
    const mode = argv.mode ?? 'production';
    const isProd = mode === 'production';
    // Development remotes keep their own runtime: `npm run dev` serves one compilation.
    const externalRuntime = isProd && options.kind === 'remote';
    const app: Configuration = {
      name: options.name,
      mode,
      context: options.appDir,
      entry: { main: './src/main.ts' },
      target: 'web',
      // Production: maps are written for error-reporting tools but not referenced from the scripts (no public source
      // maps; servers/web/src/serve-app.ts refuses *.map anyway).
      devtool: isProd ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: `${options.appDir}/dist`,
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: options.kind === 'host' ? '/' : 'auto',
        uniqueName: options.name,
        // The server build (dist/server/) is cleaned by its own compilation: a watching server-rendering shell keeps
        // its renderer while the browser build is rebuilt.
        clean: { keep: (asset: string) => asset.startsWith(`${SERVER_DIST}/`) },
      },
      resolve: { ...resolveConfig(mode), alias: options.kind === 'host' ? externalRuntimeProviderAlias() : {} },
      module: {
        rules: [swcRule(/\.[cm]?ts$/, false, !isProd), swcRule(/\.tsx$/, true, !isProd), catalogRule()],
      },
      plugins: [
        new ModuleFederationPlugin(createFederationConfig({ ...options, externalRuntime })),
        new HtmlWebpackPlugin({
          title: options.title ?? 'Solidstep Invest',
          templateContent: ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${String(htmlWebpackPlugin.options?.title ?? '')}</title>${externalRuntime ? `\n    <script defer src="/${STANDALONE_RUNTIME_FILE}"></script>` : ''}
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
        // route-preloads.json next to mf-manifest.json: what each page loads after the shell starts (the shell's server preloads it).
        new RoutePreloadsPlugin(),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: isProd,
        minimizer: minimizers(),
        runtimeChunk: false,
      },
      performance: { hints: false },
      cache: filesystemCache(`${options.name}-${mode}`),
      infrastructureLogging: { level: 'warn' },
      devServer: devServerConfig(options),
    };
    return [app, ...(externalRuntime ? [standaloneRuntimeConfig(options)] : []), serverConfig(options, mode)];
  };
}
