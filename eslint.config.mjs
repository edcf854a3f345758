// The lint gate (`npm run lint`, part of `npm test`): typescript-eslint's type-checked recommended
// rules on the sources and the tests, ESLint's recommended rules on the plain scripts.
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'corpus/**', 'test/artifacts/**', 'bench/out/**', '**/*.generated.ts'] },
  eslint.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_`-prefixed names are the way to say "deliberately unused" (destructuring a field out, a callback's position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read JSON reports, parsed captures, schemas and child-process output, whose shape the
    // assertion is about: the `no-unsafe-*` family and `no-explicit-any` would turn every
    // `JSON.parse(...).field` into a cast. Async test callbacks without an await are the test
    // runner's shape, and `expect(spy.method)` / destructured `cleanup` are not calls that lose `this`.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
