import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/** The repository's dependency-cruiser rules (`npm run lint`), run on a small tree written to break each of them. */
const CONFIG = resolve('.dependency-cruiser.cjs');
const DEPCRUISE = resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
}

let tree: string;

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

/** The violations found in `paths`, as dependency-cruiser's JSON report lists them. */
function violationsIn(...paths: string[]): Violation[] {
  const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'json', ...paths], { cwd: tree, encoding: 'utf8' });
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

/** What `npm run lint` sees: the exit status and the text report. */
function lint(...paths: string[]): { status: number | null; report: string } {
  const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, ...paths], { cwd: tree, encoding: 'utf8' });
  return { status: run.status, report: run.stdout };
}

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  write({
    'tsconfig.base.json': '{ "compilerOptions": { "allowImportingTsExtensions": true } }',
    // A cycle: a → b → a (reported once, from where it is first met).
    'libs/cycle/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
    'libs/cycle/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    // A library reaching into tools/.
    'libs/ui/src/uses-tool.ts': "import { tool } from '../../../tools/tool.ts';\nexport const x = tool;\n",
    'tools/tool.ts': 'export const tool = 1;\n',
    // Tools may use a library.
    'tools/uses-lib.ts': "import { shared } from '../libs/ui/src/shared.ts';\nexport const y = shared;\n",
    'libs/ui/src/shared.ts': 'export const shared = 1;\n',
    // Features of one remote: straight across (refused), through the remote's shared/ (allowed), inside itself (allowed).
    'mfe-shop/src/features/cart/cart-page.ts': "import { price } from '../catalogue/price.ts';\nexport const page = price;\n",
    'mfe-shop/src/features/catalogue/price.ts':
      "import { money } from '../../shared/money.ts';\nimport { row } from './row.ts';\nexport const price = money + row;\n",
    'mfe-shop/src/features/catalogue/row.ts': 'export const row = 1;\n',
    'mfe-shop/src/shared/money.ts': 'export const money = 1;\n',
    // API tables: a module's entities/ are its own; others go through the operations it exports.
    'services/api/src/modules/payouts/entities/payout.entity.ts': 'export class PayoutEntity {}\n',
    'services/api/src/modules/payouts/payout-records.ts':
      "import { PayoutEntity } from './entities/payout.entity.ts';\nexport const schedule = () => new PayoutEntity();\n",
    'services/api/src/modules/payments/settlement.ts':
      "import { schedule } from '../payouts/payout-records.ts';\nimport { PayoutEntity } from '../payouts/entities/payout.entity.ts';\nexport const settle = () => [schedule(), new PayoutEntity()];\n",
    // Privacy erases a person's rows through each owner's operations too: its own entities only.
    'services/api/src/modules/privacy/erasure.service.ts':
      "import { PayoutEntity } from '../payouts/entities/payout.entity.ts';\nexport const kept = [PayoutEntity];\n",
    'services/api/src/modules/privacy/entities/consent-record.entity.ts': 'export class ConsentRecordEntity {}\n',
    'services/api/src/modules/privacy/consent-log.ts':
      "import { schedule } from '../payouts/payout-records.ts';\nimport { ConsentRecordEntity } from './entities/consent-record.entity.ts';\nexport const log = [schedule(), new ConsentRecordEntity()];\n",
    'services/api/src/common/gauges.ts': "import { PayoutEntity } from '../modules/payouts/entities/payout.entity.ts';\nexport const gauge = PayoutEntity;\n",
    'services/api/src/database/entities.ts':
      "import { PayoutEntity } from '../modules/payouts/entities/payout.entity.ts';\nexport const ENTITIES = [PayoutEntity];\n",
    'services/api/test/payouts.test.ts':
      "import { PayoutEntity } from '../src/modules/payouts/entities/payout.entity.ts';\nexport const seeded = PayoutEntity;\n",
    // The web server: the shell's contract and a library (allowed), the shell's internals (refused); imported by nobody.
    'servers/web/src/pages.ts':
      "import { ID } from '../../../shell/src/server/contract.ts';\nimport { shared } from '../../../libs/ui/src/shared.ts';\nexport const pages = ID + shared;\n",
    'servers/web/src/layout-user.ts': "import { layout } from '../../../shell/src/layout.ts';\nexport const l = layout;\n",
    'shell/src/server/contract.ts': "export const ID = 'ssr-state';\n",
    'shell/src/layout.ts': 'export const layout = 1;\n',
    'e2e/uses-server.ts': "import { pages } from '../servers/web/src/pages.ts';\nexport const p = pages;\n",
  });
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('fails on an import cycle, a library importing tools/ and a cross-feature import, and on nothing else', () => {
    const found = violationsIn('libs', 'tools', 'mfe-shop')
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort();
    expect(found).toEqual(
      [
        'no-circular: libs/cycle/src/a.ts → libs/cycle/src/b.ts',
        'no-cross-feature: mfe-shop/src/features/cart/cart-page.ts → mfe-shop/src/features/catalogue/price.ts',
        'no-lib-to-tools: libs/ui/src/uses-tool.ts → tools/tool.ts',
      ].sort(),
    );
  });

  it('makes the lint fail, naming the rule and the import', () => {
    const { status, report } = lint('libs/ui', 'tools');
    expect(status).not.toBe(0);
    expect(report).toContain('no-lib-to-tools: libs/ui/src/uses-tool.ts → tools/tool.ts');
  });

  it("refuses another module's entities, and entities outside the API's modules, but for the database setup and the API tests (privacy included)", () => {
    const found = violationsIn('services')
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort();
    expect(found).toEqual(
      [
        'no-entities-outside-api-modules: services/api/src/common/gauges.ts → services/api/src/modules/payouts/entities/payout.entity.ts',
        'no-foreign-entities: services/api/src/modules/payments/settlement.ts → services/api/src/modules/payouts/entities/payout.entity.ts',
        'no-foreign-entities: services/api/src/modules/privacy/erasure.service.ts → services/api/src/modules/payouts/entities/payout.entity.ts',
      ].sort(),
    );
  });

  it('fails on an import of the web server and on the web server importing more of the shell than its contract', () => {
    const found = violationsIn('servers', 'e2e', 'shell')
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort();
    expect(found).toEqual(
      [
        'no-import-of-web-server: e2e/uses-server.ts → servers/web/src/pages.ts',
        'web-server-uses-shell-contract-only: servers/web/src/layout-user.ts → shell/src/layout.ts',
      ].sort(),
    );
  });

  it('passes a tree that keeps the rules', () => {
    expect(lint('tools/uses-lib.ts', 'mfe-shop/src/features/catalogue', 'mfe-shop/src/shared').status).toBe(0);
    expect(violationsIn('tools/uses-lib.ts', 'mfe-shop/src/features/catalogue', 'mfe-shop/src/shared', 'servers/web/src/pages.ts')).toEqual([]);
    const keeping = [
      'services/api/src/modules/payouts',
      'services/api/src/modules/privacy/consent-log.ts',
      'services/api/src/modules/privacy/entities',
      'services/api/src/database',
      'services/api/test',
    ];
    expect(lint(...keeping).status).toBe(0);
  });
});
