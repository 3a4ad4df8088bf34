// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature. A feature may import from shared code
// (components, lib, hooks, testing) but never from another feature or from src/app:
// the app layer (src/app, whose routes/ holds the pages) composes features through their
// public index.ts, not the other way round.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeature = (feature) => ({
  group: ['@/features/*', '@/features/*/**', '!@/features/' + feature, '!@/features/' + feature + '/**'],
  message: 'Features must not import from each other; move shared code to src/components or src/lib, or compose in src/app.',
});
const appLayer = {
  group: ['@/app', '@/app/**'],
  message: 'Features and shared code must not import from src/app.',
};
// ESLint's own no-restricted-imports, one block per feature: no plugin with native resolvers needed.
const boundaries = [
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [crossFeature(feature), appLayer, { group: ['../../*'], message: 'Use the @/ alias to leave a feature folder.' }] }],
    },
  })),
  {
    // Routes (src/app/routes) compose features through each feature's public index, never its inner files.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        group: ['@/features/*/**'],
        message: "Import a feature through its index ('@/features/<name>'); export what the app needs from there.",
      }] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/features', '@/features/**'], message: 'Shared code must not depend on features.' }, appLayer] }],
    },
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
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaries,
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
