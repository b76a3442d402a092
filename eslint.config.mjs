// The project's own lint: typescript-eslint's strict, type-checked rules for every package's
// sources. Tests and scripts are checked by tsc (tsconfig.test.json) and prettier.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'packages/vscode/**', 'bench/corpus/**', 'coverage/**'] },
  {
    files: ['packages/*/src/**/*.ts'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
);
