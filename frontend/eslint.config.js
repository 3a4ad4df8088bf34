// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature. A feature may import from shared code
// (components, lib, hooks, testing) but never from another feature or from src/app:
// the app layer composes features, not the other way round.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const architectureZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import from each other; move shared code to src/components or src/lib, or compose in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import from src/app.',
  },
  {
    target: ['./src/components', './src/lib', './src/hooks'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app layer.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'src/lib/api/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests and test helpers may export non-components and use Node globals.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['*.config.{js,ts,cjs}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
