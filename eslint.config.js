import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import carta from './lint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Fast Refresh: a .tsx module exports components only (the rule skips .ts files and tests).
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  { files: ['apps/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Which folder may import which: docs/architecture.md §2 (tested in lint-rules/boundaries.test.ts).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { carta },
    rules: { 'carta/boundaries': 'error' },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path'] }],
    },
  },
  {
    // The public menu page ships its own small bundle on Preact (docs/public-menu.md): nothing of
    // the dashboard's stack may reach it. Tests and the dashboard's wrappers are exempt.
    files: ['apps/web/src/features/public-menu/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.fixtures.ts',
      'apps/web/src/features/public-menu/index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@carta/shared', message: 'Import from @carta/shared/core (no zod here).' },
            { name: 'zod', message: 'The public menu page ships without zod.' },
          ],
          patterns: [
            {
              group: [
                'react-router*',
                '@tanstack/*',
                'i18next*',
                'react-i18next',
                'radix-ui',
                '@radix-ui/*',
                'react-hook-form',
                '@/lib/*',
                '@/components/*',
                '@/features/*',
              ],
              message: 'The public menu page runs without the dashboard code and libraries.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
