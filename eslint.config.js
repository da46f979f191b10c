import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))

// Every feature folder may not import another feature (compose features in src/app instead).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const crossFeatureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: compose them in src/app.',
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local-data',
      'coverage',
      'supabase/functions/**/index.ts',
      'supabase/functions/**/*.deno.test.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Resolve imports as TypeScript does (the `@/` alias of tsconfig.json included), so the
    // import-x rules below see every import; an import it cannot resolve fails lint.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${repoRoot}tsconfig.json`,
        }),
      ],
    },
    rules: {
      // vite-plugin-pwa's registration module exists only inside a Vite build (src/app/pwa.ts).
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:pwa-register$'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file, not to the directory eslint happens to run from.
          basePath: repoRoot,
          zones: [
            {
              target: ['./src/components', './src/lib', './src/config', './src/types'],
              from: ['./src/staff', './src/features', './src/app'],
              message:
                'Shared code (components, lib, config, types) never imports staff, features or app.',
            },
            {
              // The staff layer (frame, access, resource screens, generic api) every staff area
              // builds on: shared like components/, above it (docs/decisions/staff-layer.md).
              target: './src/staff',
              from: ['./src/features', './src/app'],
              message: 'The staff layer (src/staff) never imports features or app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import from src/app.',
            },
            ...crossFeatureZones,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read the environment through src/config/env.ts only.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              message: 'Only src/lib, src/features/*/api and src/staff/api talk to Supabase.',
              allowTypeImports: true,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/lib, src/features/*/api and src/staff/api use fetch.' },
      ],
    },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/features/*/api/**/*.{ts,tsx}',
      'src/staff/api/**/*.{ts,tsx}',
      'src/testing/**/*.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
)
