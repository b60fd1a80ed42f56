// @ts-check
/**
 * The module graph's rules, checked by `npm run lint` (`depcruise`) next to ESLint's import boundaries
 * (tools/lint/boundaries.js, ARCHITECTURE.md section 3):
 * - no import cycle anywhere in the repository;
 * - a library never imports tools/ (tools/ may import the libraries; the front-end image copies libs/mf/src);
 * - nothing imports the web server (servers/web), and the web server imports the libraries and the shell's server
 *   contract (shell/src/server/contract.ts) only: it loads the shell's server build at run time;
 * - inside a remote, a feature imports another feature only through that remote's src/shared/ folder
 *   (bulletproof-react's zones: features/<a> → shared ← features/<b>, never features/<a> → features/<b>);
 * - an API module's entities/ (its tables) are imported only by that module: other modules call the operations it
 *   exports (services/api/README.md, "Tables and their owners"). The database setup that registers every entity
 *   (services/api/src/database/entities.ts) and the API's integration tests (services/api/test/, which seed and
 *   inspect rows) are allowed explicitly; the privacy module too reads and erases a person's rows through each owner's
 *   operations (the `*-personal-data.ts` providers).
 * tools/lint/dependency-rules.test.ts runs it on files written to break each rule.
 */
/** An API module's table definitions: `services/api/src/modules/<module>/entities/`. */
const API_ENTITIES = '^services/api/src/modules/[^/]+/entities/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: modules that need each other belong in one module, or the shared part in a third. A cycle ' +
        'through a dynamic import() is not one: the imported module is loaded after both are evaluated (lazy routes ' +
        "load @invest/platform/store, a federation-shared entry point of its own, which reads the page's store from " +
        '@invest/platform).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-lib-to-tools',
      severity: 'error',
      comment: 'A library may not import tools/: tools use the libraries, never the other way round.',
      from: { path: '^libs/' },
      to: { path: '^tools/' },
    },
    {
      name: 'no-import-of-web-server',
      severity: 'error',
      comment: 'Nothing imports the web server: it is run (node servers/web/src/serve-app.ts), and it loads the shell at run time.',
      from: { pathNot: '^servers/web/' },
      to: { path: '^servers/web/' },
    },
    {
      name: 'web-server-uses-shell-contract-only',
      severity: 'error',
      comment: "The web server may import the libraries and the shell's server contract (shell/src/server/contract.ts), nothing else of the apps or tools/.",
      from: { path: '^servers/web/' },
      to: { path: '^(shell|mfe-[a-z]+|services|tools|e2e|bench)/', pathNot: '^shell/src/server/contract\\.ts$' },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: "A remote's feature may import another feature only through the remote's src/shared/ folder.",
      from: { path: '^(mfe-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'no-foreign-entities',
      severity: 'error',
      comment:
        "An API module imports only its own entities/: another module's table is read and written through the operations its owner exports (e.g. InvestmentRecords, PayoutRecords, LedgerService), inside the caller's transaction.",
      from: { path: '^services/api/src/modules/([^/]+)/' },
      to: { path: API_ENTITIES, pathNot: '^services/api/src/modules/$1/' },
    },
    {
      name: 'no-entities-outside-api-modules',
      severity: 'error',
      comment:
        "Only the API's modules import their entities/; outside them only the database setup that registers them (services/api/src/database/entities.ts) and the API's integration tests (services/api/test/) may.",
      from: { pathNot: ['^services/api/src/modules/', '^services/api/src/database/entities\\.ts$', '^services/api/test/'] },
      to: { path: API_ENTITIES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report|data|\\.nx|\\.run|\\.tmp|bench/out)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
