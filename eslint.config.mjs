// One lint policy for every package: TypeScript's recommended checks, the rules of hooks, and the
// accessibility checks for JSX. Formatting is prettier's job (`npm run lint` runs both).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'deploy/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore marks an argument a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Control characters in patterns are deliberate here: input is cleaned of NUL, C0 and C1 characters.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The sections and the shell share one router and one event bus through @civic/shared; a direct import
    // would bundle a second copy that cannot see the shell's (shared/src/router.ts says why).
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import the router from '@civic/shared' (one copy for every section)." },
            { name: 'react-router', message: "Import the router from '@civic/shared' (one copy for every section)." },
            { name: 'rxjs', message: "Use the event bus from '@civic/shared'." },
          ],
          patterns: [{ group: ['react-router/*', 'react-router-dom/*', 'rxjs/*'], message: "Import these through '@civic/shared'." }],
        },
      ],
    },
  },
  {
    // Every word a citizen reads comes from a catalog (src/messages) or a content module, so it exists in
    // English and Kiswahili: text written into a component's markup is refused. Punctuation may stand alone.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/src/ui/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        { noStrings: true, ignoreProps: true, allowedStrings: ['·', '|', '×', '*', '(', ')', '),', '—', ':', ',', '…', '/', '-', '#', '↑', '←', '→', '✓', '.', '%'] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
