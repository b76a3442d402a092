/**
 * Where a page of the repository's `docs/` is published. The packages ship their READMEs and
 * the rule pages, not `docs/`: help names a page by this URL (on `main`, as rule URLs are).
 */
export function docsUrl(page: string): string {
  return `https://github.com/handoff-dev/handoff/blob/main/docs/${page}`;
}
