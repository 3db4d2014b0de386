import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import depot from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-baseline', 'node_modules', 'test-results', 'playwright-report', 'coverage', '.data'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Server code logs through pino (server/log): structured, redacted, levelled.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-console': 'off',
      'no-restricted-globals': ['error', { name: 'console', message: 'Server code logs through server/log (pino).' }],
    },
  },
  {
    // Import boundaries: shared modules import no feature; features meet at their public index.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { depot },
    rules: {
      'depot/layers': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spinner'] > JSXAttribute[name.name='aria-label']",
          message: 'A span may not carry an aria-label: name a spinner with BusySpinner (src/theme/busy-spinner.tsx).',
        },
      ],
    },
  },
  {
    files: ['src/resources/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@chakra-ui/*', 'dexie', 'node:*', 'hono', '../*/**/..'],
              message: 'src/resources is pure TypeScript shared by app, service worker and server.',
            },
          ],
        },
      ],
    },
  },
);
