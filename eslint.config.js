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
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url));
const moduleIndexes = serverModules.map((module) => `./${module}/index.ts`);
// The composition root (app.ts) also registers each module's routes plugins.
const moduleRoutes = serverModules.flatMap((module) =>
  readdirSync(new URL(`./apps/server/src/modules/${module}`, import.meta.url))
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `./${module}/${file}`),
);

// Every API call is defined once in the contract and registered from it (decision 39).
const apiRouteByHand = {
  selector:
    'CallExpression[callee.property.name=/^(get|post|put|delete|patch|route|all)$/] > Literal.arguments:first-child[value=/^\\/api\\//]',
  message: 'Define the call in packages/contract/src/endpoints and register it with route().',
};

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
              // Services, repositories and the rest of a module; routes are the transport's edge.
              target: './apps/server/src/modules/*/!(*.routes|*.test).ts',
              from: [
                './apps/server/src/app.ts',
                './apps/server/src/main.ts',
                './apps/server/src/http',
                './apps/server/src/web',
              ],
              message: 'Modules do not depend on the transport or the composition root.',
            },
            // A server module's index.ts is its only public surface (decision 19).
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [`./${module}`, ...moduleIndexes.filter((i) => i !== `./${module}/index.ts`)],
              message: "Another module's internals: import its index.ts.",
            })),
            {
              target: './apps/server/src/app.ts',
              from: './apps/server/src/modules',
              except: [...moduleIndexes, ...moduleRoutes],
              message:
                "A module's internals: import its index.ts (or its routes, to register them).",
            },
            {
              target: [
                './apps/server/src/!(app).ts',
                './apps/server/src/http',
                './apps/server/src/web',
                './apps/server/src/test',
                './bench',
                './e2e',
              ],
              from: './apps/server/src/modules',
              except: moduleIndexes,
              message: "A module's internals: import its index.ts.",
            },
            {
              target: './apps/server/src/platform/**/!(*.test).ts',
              from: ['./apps/server/src/modules', './apps/server/src/http'],
              message: 'The platform knows no module and no transport.',
            },
            // Inside a module: routes -> service -> repo, never back.
            {
              target: './apps/server/src/modules/*/*.repo.ts',
              from: [
                './apps/server/src/modules/*/*.service.ts',
                './apps/server/src/modules/*/*.routes.ts',
              ],
              message: 'A repository holds SQL only: it calls no service and no route.',
            },
            {
              target: './apps/server/src/modules/*/*.service.ts',
              from: './apps/server/src/modules/*/*.routes.ts',
              message: 'A service does not depend on its routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories: a service holds the rules, a route the transport (decision 25).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*.repo.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*.test-suite.ts',
      'apps/server/src/modules/**/*-test-kit.ts',
      // The health check's `select 1` is the check itself.
      'apps/server/src/modules/health/health.routes.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name="query"]',
          message: "SQL belongs in the module's *.repo.ts: call a repository function.",
        },
        apiRouteByHand,
      ],
    },
  },
  {
    // The routes outside modules (the composition root's, the platform's) follow the same rule.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', apiRouteByHand] },
  },
  {
    // The web app calls the API by the contract's names of its calls, never by a path it spells.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: "Call the API by the contract's name of the call: call('GET /api/…').",
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: "Call the API by the contract's name of the call: call('GET /api/…').",
        },
      ],
    },
  },
  {
    // What the browser loads takes the contract from its zod-free entry (decision 41): a value
    // imported from the index drags zod and every schema into the page. Server code (*.server.ts,
    // a route's loader or action, which the browser build drops) may use the schemas.
    files: ['apps/web/app/**/*.{ts,tsx}', 'packages/i18n/src/**/*.ts'],
    ignores: ['apps/web/app/**/*.server.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cupido/contract',
              allowTypeImports: true,
              message: "Import from '@cupido/contract/browser', which loads no zod (decision 41).",
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules depend on each other in one direction only.
    files: ['apps/server/src/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
