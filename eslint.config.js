// Lint: type-aware TypeScript rules, React hooks, TanStack Query, and the import rules of
// architecture.md enforced by eslint-plugin-boundaries.
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every server element: its tests and benchmarks may import any of them. */
const server = [
  'server-core',
  'server-module',
  'server-family',
  'server-entry',
  'server-root',
  'server-test',
];

const everything = [
  'shared',
  'main',
  'preload',
  'renderer-entry',
  'renderer-app',
  'renderer-feature',
  'renderer-shared',
  ...server,
  'fingerprint',
  'tests',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'out/**',
      'dist/**',
      'server/dist/**',
      '.data/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...tanstackQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'native/**/*.ts', 'tests/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.node.json',
            'tsconfig.web.json',
            'server/tsconfig.json',
            'native/fingerprint/tsconfig.json',
          ],
        },
      },
      'boundaries/include': ['src/**/*', 'server/**/*', 'native/**/*', 'tests/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'src/shared' },
        { type: 'main', pattern: 'src/main' },
        { type: 'preload', pattern: 'src/preload' },
        { type: 'renderer-entry', mode: 'file', pattern: 'src/renderer/src/main.tsx' },
        { type: 'renderer-app', pattern: 'src/renderer/src/app' },
        { type: 'renderer-feature', pattern: 'src/renderer/src/features/*', capture: ['feature'] },
        { type: 'renderer-shared', pattern: 'src/renderer/src/(api|platform|lib|ui|test)' },
        // server/ (docs/server.md): the core every module may import, one module per app,
        // the families that compose modules, and the entry files that compose families.
        { type: 'server-core', pattern: 'server/src/(http|db|realtime|auth|reference-lists)' },
        { type: 'server-family', pattern: 'server/src/families' },
        { type: 'server-entry', mode: 'file', pattern: 'server/src/(app|start|cli).ts' },
        { type: 'server-root', mode: 'file', pattern: 'server/src/*.ts' },
        { type: 'server-module', pattern: 'server/src/*', capture: ['module'] },
        { type: 'server-test', pattern: 'server/(test|bench)' },
        { type: 'fingerprint', pattern: 'native/fingerprint' },
        { type: 'tests', pattern: 'tests' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} must not import ${dependency.type} (architecture.md import rules)',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'main', allow: ['main', 'shared', 'fingerprint'] },
            { from: 'preload', allow: ['preload', 'shared'] },
            { from: 'renderer-entry', allow: ['renderer-app', 'renderer-shared', 'shared'] },
            {
              from: 'renderer-app',
              allow: ['renderer-app', 'renderer-feature', 'renderer-shared', 'shared'],
            },
            {
              from: 'renderer-feature',
              allow: [
                'renderer-shared',
                'shared',
                ['renderer-feature', { feature: '${from.feature}' }],
              ],
            },
            { from: 'renderer-shared', allow: ['renderer-shared', 'shared'] },
            { from: 'server-core', allow: ['server-core', 'shared'] },
            {
              from: 'server-module',
              allow: [
                'server-core',
                'shared',
                'fingerprint',
                ['server-module', { module: '${from.module}' }],
              ],
            },
            {
              from: 'server-family',
              allow: ['server-family', 'server-module', 'server-core', 'shared'],
            },
            {
              from: 'server-entry',
              allow: [
                'server-entry',
                'server-root',
                'server-family',
                'server-module',
                'server-core',
                'shared',
              ],
            },
            {
              from: 'server-root',
              allow: ['server-entry', 'server-root', 'server-module', 'server-core', 'shared'],
            },
            { from: 'server-test', allow: [...server, 'shared', 'fingerprint'] },
            { from: 'fingerprint', allow: ['fingerprint'] },
            { from: 'tests', allow: everything },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'react', 'react-dom', '@mantine/*'],
              message: 'src/shared runs anywhere: no Node, DOM, Electron or UI imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Anchored, so that Sentry's renderer SDK for Electron pages stays allowed.
            { group: ['/electron', 'node:*'], message: 'The renderer has no Node or Electron.' },
          ],
        },
      ],
    },
  },
);
