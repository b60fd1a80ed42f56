// @ts-check
/**
 * The module graph's rules, checked by `npm run lint` (`depcruise`) next to ESLint's import boundaries
 * (tools/lint/boundaries.js, ARCHITECTURE.md section 3):
 * - no import cycle anywhere in the repository;
 * - a library never imports tools/ (tools/ may import the libraries; the front-end image copies libs/mf/src);
 * - inside a remote, a feature imports another feature only through that remote's src/shared/ folder
 *   (bulletproof-react's zones: features/<a> → shared ← features/<b>, never features/<a> → features/<b>).
 * tools/lint/dependency-rules.test.ts runs it on files written to break each rule.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other belong in one module, or the shared part in a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-lib-to-tools',
      severity: 'error',
      comment: 'A library may not import tools/: tools use the libraries, never the other way round.',
      from: { path: '^libs/' },
      to: { path: '^tools/' },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: "A remote's feature may import another feature only through the remote's src/shared/ folder.",
      from: { path: '^(mfe-[a-z]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
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
