/** The import-boundary lint rule (eslint-rules/layers.js) refuses what it should and allows the rest. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import depot from '../../eslint-rules/layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = (file: string) => path.resolve('src', file);

// two modules on disk that load each other, and one that only names the other's type
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = 1;\n");
fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = a;\n");
fs.writeFileSync(path.join(dir, 'c.ts'), "import type { D } from './d';\nexport const c = 1;\n");
fs.writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport type D = typeof c;\n");

tester.run('depot/layers', depot.rules.layers, {
  valid: [
    { filename: src('features/deliveries/list.tsx'), code: "import { useAuth } from '../../session/auth-context';" },
    { filename: src('features/deliveries/list.tsx'), code: "import { x } from './detail/x';" },
    { filename: src('ui/page-frame.tsx'), code: "import { useAuth } from '../session/auth-context';" },
    { filename: src('session/auth-context.ts'), code: "import { ROLES } from '../resources/roles';" },
    { filename: path.join(dir, 'a.ts'), code: "const b = import('./b');" },
    { filename: path.join(dir, 'd.ts'), code: "export { c } from './c';" },
    { filename: src('features/deliveries/list.tsx'), code: "import { can } from '../../resources';" },
    { filename: src('app/router.tsx'), code: "import { X } from '../features/runs/run-summary/page';" },
    { filename: src('resources/csv.ts'), code: "import { deliveries } from './operations';" },
  ],
  invalid: [
    { filename: src('features/deliveries/list.tsx'), code: "import { useAuth } from '../auth';", errors: 1 },
    { filename: src('features/deliveries/list.tsx'), code: "import { MenuIcon } from '../menu';", errors: 1 },
    {
      filename: src('features/deliveries/list.tsx'),
      code: "import { useAuth } from '../auth/auth-context';",
      errors: 1,
    },
    { filename: src('session/auth-context.ts'), code: "import { PageFrame } from '../ui/page-frame';", errors: 1 },
    { filename: src('screens/menu.ts'), code: "import { useAuth } from '../session/auth-context';", errors: 1 },
    { filename: path.join(dir, 'a.ts'), code: "import { b } from './b';", errors: 1 },
    {
      filename: src('features/deliveries/list.tsx'),
      code: "export { useAuth } from '../auth/auth-context';",
      errors: 1,
    },
    { filename: src('features/deliveries/list.tsx'), code: "const page = import('../runs/pages');", errors: 1 },
    { filename: src('offline/db.ts'), code: "import { useAuth } from '../features/auth';", errors: 1 },
    { filename: src('features/deliveries/list.tsx'), code: "import { router } from '../../app/router';", errors: 1 },
  ],
});
