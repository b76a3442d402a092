// The project's own lint: typescript-eslint's strict, type-checked rules for every package's
// sources. Tests and scripts are checked by tsc (tsconfig.test.json) and prettier.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'packages/vscode/**', 'bench/corpus/**', 'coverage/**'] },
  {
    files: ['packages/*/src/**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Off on purpose: the code compiles with `noUncheckedIndexedAccess`, so `xs[i]!` is the
      // explicit, reviewed assertion that an index exists. Banning it would mean a runtime check
      // at every index for a case the surrounding loop bounds already exclude.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers in messages (line, column, counts) are normal; everything else must be a string
      // or be converted on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
);
