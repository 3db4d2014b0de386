/** The import-boundary lint rule (eslint-rules/layers.js) refuses what it should and allows the rest. */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import depot from '../../eslint-rules/layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = (file: string) => path.resolve('src', file);

tester.run('depot/layers', depot.rules.layers, {
  valid: [
    { filename: src('features/deliveries/list.tsx'), code: "import { useAuth } from '../auth';" },
    { filename: src('features/deliveries/list.tsx'), code: "import { x } from './detail/x';" },
    { filename: src('features/deliveries/list.tsx'), code: "import { can } from '../../resources';" },
    { filename: src('app/router.tsx'), code: "import { X } from '../features/runs/run-summary/page';" },
    { filename: src('resources/csv.ts'), code: "import { deliveries } from './operations';" },
  ],
  invalid: [
    {
      filename: src('features/deliveries/list.tsx'),
      code: "import { useAuth } from '../auth/auth-context';",
      errors: 1,
    },
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
