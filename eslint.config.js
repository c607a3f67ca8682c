// One lint setup for the whole repository. The import rules enforce the dependency direction:
// web never imports server code; in the web app, routes -> features -> lib/ui, and features
// never import each other; the shared packages import no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./apps/web/app/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/build/',
      '**/.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-control-regex': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app is a client of the API.',
            },
            { target: './packages', from: './apps', message: 'Shared packages import no app.' },
            {
              target: './apps/web/app/lib',
              from: ['./apps/web/app/features', './apps/web/app/routes'],
            },
            {
              target: './apps/web/app/ui',
              from: ['./apps/web/app/features', './apps/web/app/routes'],
            },
            ...features.map((feature) => ({
              target: `./apps/web/app/features/${feature}`,
              from: './apps/web/app/features',
              except: [`./${feature}`],
              message: 'Features do not import each other.',
            })),
            {
              target: './apps/server/src/modules',
              from: ['./apps/server/src/app.ts', './apps/server/src/main.ts'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
