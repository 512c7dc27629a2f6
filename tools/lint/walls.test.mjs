// `pnpm lint` must fail on a broken wall: each case lints a file placed inside a part that imports
// across one of its walls, and expects the rule that keeps that wall.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => m.ruleId);
}

const CASES = [
  ['the kernel imports no app', 'shared/src/api/wall-check.ts', "import '../../../host/src/app/App';", 'import-x/no-restricted-paths'],
  [
    'the kernel carries no antd',
    'shared/src/api/wall-check.ts',
    "import { Button } from 'antd';\nexport { Button };",
    'no-restricted-imports',
  ],
  [
    'kernel subpaths import each other by package name',
    'shared/src/upload/wall-check.ts',
    "import { api } from '../api';\nexport { api };",
    'no-restricted-imports',
  ],
  ['ui-kit imports no app', 'ui-kit/src/wall-check.ts', "import '../../remote-auth/src/i18n';", 'import-x/no-restricted-paths'],
  [
    'a remote never imports another remote',
    'remote-account/src/wall-check.ts',
    "import '../../remote-auth/src/i18n';",
    'import-x/no-restricted-paths',
  ],
  ['a remote never imports the host', 'remote-chat/src/wall-check.ts', "import '../../host/src/app/App';", 'import-x/no-restricted-paths'],
  ['the host never imports a remote', 'host/src/wall-check.ts', "import '../../remote-account/src/i18n';", 'import-x/no-restricted-paths'],
  [
    'the server imports no UI',
    'server/src/wall-check.ts',
    "import { useSession } from '@b2b/shared/session';\nexport { useSession };",
    'no-restricted-imports',
  ],
  ['the server imports no app code', 'server/src/wall-check.ts', "import '../../ui-kit/src/index';", 'import-x/no-restricted-paths'],
  [
    "features do not import the host's composition root",
    'host/src/features/home/wall-check.ts',
    "import { createRouter } from '../../app/router';\nexport { createRouter };",
    'import-x/no-restricted-paths',
  ],
  [
    "the layout does not import the host's composition root, not even a type",
    'host/src/layout/wall-check.ts',
    "import type { Router } from '../app/router';\nexport type { Router };",
    'import-x/no-restricted-paths',
  ],
  [
    "the guard does not import the host's composition root, not even lazily",
    'host/src/guard/wall-check.ts',
    "export const routes = () => import('../app/routes');",
    'import-x/no-restricted-paths',
  ],
  [
    'an app takes React Router from the kernel only',
    'remote-chat/src/wall-check.ts',
    "import { Link } from 'react-router-dom';\nexport { Link };",
    'no-restricted-imports',
  ],
  [
    "ui-kit takes React Router from the kernel only, not even the package's core",
    'ui-kit/src/wall-check.ts',
    "import { matchPath } from 'react-router';\nexport { matchPath };",
    'no-restricted-imports',
  ],
  [
    'the kernel takes React Router through its router module only',
    'shared/src/access/wall-check.ts',
    "import { useNavigate } from 'react-router-dom';\nexport { useNavigate };",
    'no-restricted-imports',
  ],
  [
    'features do not reach into each other',
    'host/src/features/home/wall-check.ts',
    "import '../vip/VipPage';",
    'import-x/no-restricted-paths',
  ],
];

describe('the walls of the architecture board', () => {
  for (const [wall, filePath, code, rule] of CASES) {
    it(`${wall}: ${rule} fails ${filePath}`, async () => {
      assert.ok((await rulesBroken(filePath, code)).includes(rule), `${wall} was not enforced`);
    });
  }

  it('lets the same parts import what they may', async () => {
    const allowed = [
      [
        'remote-account/src/wall-check.ts',
        "import { api } from '@b2b/shared/api';\nimport { PageFrame } from '@b2b/ui-kit';\nexport { api, PageFrame };",
      ],
      ['server/src/wall-check.ts', "import { ROUTES } from '@b2b/shared/access';\nexport { ROUTES };"],
      ['shared/src/session/wall-check.ts', "import { api } from '@b2b/shared/api';\nexport { api };"],
      ['host/src/layout/wall-check.ts', "import { useRouterNavigate } from '../app/navigation-target';\nexport { useRouterNavigate };"],
      ['remote-auth/src/wall-check.ts', "import { Link } from '@b2b/shared/router';\nexport { Link };"],
      ['shared/src/router/wall-check.ts', "import { Link } from 'react-router-dom';\nexport { Link };"],
      ['host/src/app/wall-check.test.tsx', "import { MemoryRouter } from 'react-router-dom';\nexport { MemoryRouter };"],
    ];
    for (const [filePath, code] of allowed) assert.deepEqual(await rulesBroken(filePath, code), [], filePath);
  });
});
