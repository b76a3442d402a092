// markdownlint-cli2 re-exports markdownlint's promise API without its own declarations.
declare module 'markdownlint-cli2/markdownlint/promise' {
  export { lint } from 'markdownlint/promise';
}
