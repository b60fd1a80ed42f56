// @ts-check
/**
 * Import boundaries of ARCHITECTURE.md section 3, as ESLint rules:
 * 1. a remote imports only libs (never the shell, never another remote);
 * 2. libs/ui does not import libs/api; no lib imports an app;
 * 3. services/api imports only libs/contracts among the workspace packages (its tests also the stand-ins, services/sandbox-*).
 * 4. the web server (servers/web) imports the libs and the shell's server contract (@invest/shell/server-contract) only;
 *    nothing imports the web server.
 * The shell loads remotes through Module Federation at run time, never by import; the web server loads the shell's
 * server build at run time too.
 */

/** A relative path that climbs out of its folder into `target` (e.g. `../../mfe-products/src/x`). */
const climbingInto = (/** @type {string} */ target) => `^(\\.\\./)+${target}(/|$)`;

const APP_FOLDERS = '(shell|mfe-[a-z]+)';

/** The API's catalogue data (under services/), the one app file the testing kit reads. */
const CATALOGUE_DATA_FILE = 'api/src/modules/catalogue/data/catalogue.json';
/** The web server, by package name or by path: nothing imports it (ARCHITECTURE.md 3). */
const WEB_SERVER = ['^@invest/web-server', climbingInto('servers')];

/**
 * Lingui is the platform's (docs/decisions/lingui-for-messages.md): an app that imported it would bundle a second copy
 * beside the one `@invest/platform` shares with every remote.
 */
const LINGUI = { regex: '^@lingui/', message: "Use @invest/platform's i18n (useI18n, I18nProvider, createI18n): one copy of Lingui for the page." };

/** @param {string} message @param {string[]} regexes @param {{ regex: string, message: string }[]} [more] */
const restrict = (message, regexes, more = []) => ({
  'no-restricted-imports': ['error', { patterns: [...regexes.map((regex) => ({ regex, message })), ...more] }],
});

/** @type {import('eslint').Linter.Config[]} */
export const boundaryRules = [
  {
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: restrict(
      'A remote may import only libs/* (ARCHITECTURE.md 3.1): remotes meet through URLs, the shared store and the libs.',
      ['^@invest/(shell|mfe-|api-service)', climbingInto(APP_FOLDERS), climbingInto('services'), ...WEB_SERVER],
      [LINGUI],
    ),
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict(
      'The shell loads remotes at run time through Module Federation; it never imports one (ARCHITECTURE.md 3.1).',
      ['^@invest/(mfe-|api-service)', climbingInto('(mfe-[a-z]+|services)'), ...WEB_SERVER],
      [LINGUI],
    ),
  },
  {
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: restrict('libs/ui may not import libs/api or an app (ARCHITECTURE.md 3.2).', [
      '^@invest/(api|shell|mfe-|api-service)$',
      '^@invest/(api|shell|mfe-)/',
      climbingInto('(api|shell|mfe-[a-z]+|services)'),
      ...WEB_SERVER,
    ]),
  },
  {
    files: ['libs/{api,platform,contracts,mf}/**/*.{ts,tsx}'],
    rules: restrict('A lib may not import an app (ARCHITECTURE.md 3).', [
      '^@invest/(shell|mfe-|api-service)',
      climbingInto('(\\.\\./)?(shell|mfe-[a-z]+|services)'),
      ...WEB_SERVER,
    ]),
  },
  {
    files: ['libs/testing/**/*.{ts,tsx,js}'],
    // One file of an app is the kit's to read: the catalogue's data, which its catalogue fixtures are built from.
    rules: restrict('The testing kit may not import an app or tools/ (ARCHITECTURE.md 3, 3.4), but the catalogue data file.', [
      '^@invest/(shell|mfe-|api-service)',
      climbingInto('(\\.\\./)?(shell|mfe-[a-z]+|tools)'),
      `^(\\.\\./)+services/(?!${CATALOGUE_DATA_FILE.replace(/[./]/g, (c) => `\\${c}`)}$)`,
      ...WEB_SERVER,
    ]),
  },
  {
    files: ['services/api/**/*.ts'],
    rules: restrict('services/api may import only libs/contracts among the workspace (ARCHITECTURE.md 3.3).', [
      '^@invest/(?!contracts$)',
      climbingInto('(libs|shell|mfe-[a-z]+|servers)'),
    ]),
  },
  {
    // Later entries win: the API's tests (and specs) also start the local stand-ins (services/sandbox-*) in-process.
    files: ['services/api/test/**/*.ts', 'services/api/src/**/*.spec.ts'],
    rules: restrict(
      'services/api tests may import libs/contracts, the stand-ins @invest/sandbox-* and the Node parts of the testing kit only (ARCHITECTURE.md 3.3).',
      ['^@invest/(?!contracts$|sandbox-[a-z]+$|testing/labelled-expect$|testing/identity$)', climbingInto('(libs|shell|mfe-[a-z]+|servers)')],
    ),
  },
  {
    files: ['servers/web/**/*.ts'],
    rules: restrict(
      "The web server may import the libs and the shell's server contract only (ARCHITECTURE.md 3): it loads the shell's server build at run time.",
      ['^@invest/(?!mf/|contracts$|testing/|shell/server-contract$)', climbingInto('(\\.\\./)?(libs|shell|mfe-[a-z]+|services|tools|e2e|bench)')],
    ),
  },
  {
    files: ['tools/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'services/sandbox-*/**/*.ts'],
    rules: restrict('Nothing imports the web server (ARCHITECTURE.md 3): run it (node servers/web/src/serve-app.ts) instead.', WEB_SERVER),
  },
];
