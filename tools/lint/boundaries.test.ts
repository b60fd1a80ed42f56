import { ESLint } from 'eslint';
import { describe, expect, it } from '@jest/globals';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (ARCHITECTURE.md section 3)', () => {
  it.each([
    ['mfe-marketing/src/bad.ts', "import { x } from '@invest/shell';"],
    ['mfe-marketing/src/bad.ts', "import { x } from '@invest/mfe-products';"],
    ['mfe-marketing/src/features/contact/bad.ts', "import { x } from '../../../../mfe-products/src/routes';"],
    ['mfe-demo/src/bad.ts', "import { x } from '../../shell/src/app';"],
    ['mfe-payments/src/bad.ts', "import { x } from '../../services/api/src/main';"],
    ['shell/src/bad.ts', "import { x } from '@invest/mfe-demo';"],
    ['shell/src/bad.ts', "import { x } from '../../mfe-demo/src/routes';"],
    ['libs/ui/src/bad.ts', "import { api } from '@invest/api';"],
    ['libs/ui/src/bad.ts', "import { api } from '../../api/src/index';"],
    ['libs/platform/src/bad.ts', "import { x } from '@invest/shell';"],
    ['services/api/src/bad.ts', "import { x } from '@invest/platform';"],
    ['services/api/src/bad.ts', "import { x } from '../../../libs/ui/src/index';"],
    ['services/api/src/bad.ts', "import { x } from '@invest/sandbox-identity';"],
    ['services/api/test/bad.ts', "import { x } from '@invest/platform';"],
    ['libs/testing/src/catalogue/bad.ts', "import { x } from '../../../../services/api/src/modules/catalogue/catalogue.service.ts';"],
    ['libs/testing/src/catalogue/bad.ts', "import x from '../../../../services/api/src/modules/catalogue/data/catalogue.json.ts';"],
    ['servers/web/src/bad.ts', "import { x } from '@invest/shell';"],
    ['servers/web/src/bad.ts', "import { Layout } from '../../../shell/src/layout/layout.tsx';"],
    ['servers/web/src/bad.ts', "import { x } from '@invest/ui';"],
    ['servers/web/src/bad.ts', "import { x } from '../../../tools/platform-apps.ts';"],
    ['shell/src/server/bad.ts', "import { x } from '../../../servers/web/src/shell-pages.ts';"],
    ['libs/mf/src/bad.ts', "import { x } from '@invest/web-server';"],
    ['tools/bad.ts', "import { createServer } from '../servers/web/src/serve-app.ts';"],
    ['e2e/tests/bad.ts', "import { createServer } from '../../servers/web/src/serve-app.ts';"],
    ['mfe-marketing/src/bad.tsx', "import { useLingui } from '@lingui/react';"],
    ['shell/src/bad.ts', "import { setupI18n } from '@lingui/core';"],
  ])('%s may not run `%s`', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['mfe-marketing/src/ok.ts', "import { x } from '@invest/ui';"],
    ['mfe-marketing/src/features/contact/ok.ts', "import { x } from '../../routes';"],
    ['shell/src/ok.ts', "import { x } from '@invest/platform';"],
    ['mfe-marketing/src/ok.tsx', "import { useI18n } from '@invest/platform';"],
    ['libs/ui/src/ok.ts', "import { x } from '@invest/platform';"],
    ['services/api/src/ok.ts', "import type { ErrorBody } from '@invest/contracts';"],
    ['services/api/test/support/ok.ts', "import { startSandboxIdentity } from '@invest/sandbox-identity';"],
    ['libs/testing/src/catalogue/ok.ts', "import raw from '../../../../services/api/src/modules/catalogue/data/catalogue.json' with { type: 'json' };"],
    ['servers/web/src/ok.ts', "import { SSR_STATE_ELEMENT_ID } from '@invest/shell/server-contract';"],
    ['servers/web/src/ok.ts', "import { findOwner } from '@invest/mf/ownership';"],
    ['servers/web/src/ok.ts', "import { cacheControlFor } from './cache-control.ts';"],
  ])('%s may run `%s`', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toEqual([]);
  });
});
