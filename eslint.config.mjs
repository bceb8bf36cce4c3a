// One lint configuration for the workspace: typescript-eslint's recommended rules, the rules of hooks in
// the web, and the import boundaries that keep one layout per layer (see docs/architecture.md, "Layout").
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { waitForState } from './scripts/lint/waitForState.mjs';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const sharedGatewayFolders = ['core', 'generated'];
const gatewayDomains = foldersIn('./gateway/src/').filter((name) => !sharedGatewayFolders.includes(name));
const webFeatures = foldersIn('./web/src/features/');
// The demo data (seed) fills every domain's tables and db/ opens the database: neither is a domain.
const sharedRestFolders = ['core', 'db', 'seed'];
const restDomains = foldersIn('./rest-api/src/').filter((name) => !sharedRestFolders.includes(name));

/** A restricted-import rule for the files of one folder: imports whose path matches `regex` are refused with `message`. */
const boundary = (files, regex, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/generated/',
      '**/*.generated.ts',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'data/',
      'web/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused values fail the type check already (noUnusedLocals); `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // One import order everywhere (packages, then the workspace's @backoffice, then relative), fixed by `eslint --fix`.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@backoffice/'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // Tests read the JSON answers of the API under test; typing them would restate what each test asserts.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every limit a test waits under comes from testLimits.ts (one place, set for a loaded CI machine): a file or
    // test sets none of its own, which a busy machine would outrun.
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'web/src/testing/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name=/^(timeout|testTimeout|hookTimeout)$/]:not(:has(Identifier[name='testLimits']))",
          "CallExpression[callee.property.name='setTimeout'][callee.object.name='test']:not(:has(Identifier[name='testLimits']))",
          // it(name, fn, limit); it(name, { tags }, fn) is fine, a limit among its options is caught above.
          "CallExpression[callee.name=/^(it|test)$/][arguments.2]:not([arguments.1.type='ObjectExpression'])",
          'CallExpression[callee.name=/^(beforeAll|beforeEach|afterAll|afterEach)$/][arguments.1]',
          "CallExpression[callee.object.name='test'][callee.property.name='slow']",
          "CallExpression[callee.object.name='vi'][callee.property.name='setConfig']",
          // vi.waitFor gives up after 1 s unless told otherwise.
          "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/]:not(:has(Identifier[name='testLimits']))",
        ].map((selector) => ({ selector, message: 'A test waits under the limits of testLimits.ts, never its own.' })),
      ],
    },
  },
  {
    // Web tests wait for a state that may still change rather than asserting it once (scripts/lint/waitForState.mjs).
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    plugins: { tests: { rules: { 'wait-for-state': waitForState } } },
    rules: { 'tests/wait-for-state': 'error' },
  },
  {
    // The end-to-end tests assert what a page shows with Playwright's retrying assertions, not on a value read once.
    files: ['e2e/tests/**'],
    plugins: { playwright },
    rules: {
      'playwright/prefer-web-first-assertions': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/missing-playwright-await': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Web: a feature imports no other feature (routes.tsx composes them); shared parts import no feature.
  ...webFeatures.map((feature) =>
    boundary(
      [`web/src/features/${feature}/**`],
      `^\\.\\./(?!\\.\\.|${feature}(/|$))`,
      'A feature imports no other feature: move what both need to web/src/ui, or compose them in routes.tsx.',
    ),
  ),
  boundary(['web/src/ui/**', 'web/src/print/**'], '(^|/)features(/|$)', 'Shared web parts import no feature.'),
  {
    // The web's test helpers (web/src/testing/) and fixtures (*.fixture.ts) stay out of the app. typescript-eslint's
    // copy of the rule, so that it adds to the boundaries above rather than replacing them.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*.fixture.ts', 'web/src/testing/**', 'web/src/testSetup.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)testing/|\\.fixture$', message: 'Only tests import web/src/testing/ and fixtures.' },
          ],
        },
      ],
    },
  },

  // Gateway: a domain reaches another domain only through its rest.ts (calls, loaders and REST shapes), and any
  // domain may ask auth/identity.ts who is signed in; its tests may use the gateway's test helpers (gateway/test/).
  ...gatewayDomains.map((domain) =>
    boundary(
      [`gateway/src/${domain}/**`],
      `^\\.\\./(?!${[domain, ...sharedGatewayFolders].join('|')}/)(?!auth/identity$)(?!\\.\\./test/)[^/]+/(?!rest$)`,
      "A gateway domain imports another domain only through that domain's rest.ts (or auth/identity.ts: who is signed in).",
    ),
  ),
  boundary(['gateway/src/core/**'], `^\\.\\./(?!generated/)[^/.]+/`, 'gateway/src/core imports no domain.'),

  // REST API: a domain imports core/, db/ and its own folder only (nor app.ts, which imports every domain).
  ...restDomains.map((domain) =>
    boundary(
      [`rest-api/src/${domain}/**`],
      `^\\.\\./(?:(?!(?:${domain}|core|db)/)[^/]+/|app$)`,
      'A REST domain imports no other domain: move what several domains share to rest-api/src/core.',
    ),
  ),
  boundary(['rest-api/src/core/**'], `^\\.\\./(?:(?!db/)[^/.]+/|app$)`, 'rest-api/src/core imports no domain.'),

  // Last: Prettier owns the layout, so no rule above may argue with it.
  prettier,
);
