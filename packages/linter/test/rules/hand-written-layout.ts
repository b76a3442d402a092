/**
 * A hand-over written by hand in the layout's six headings, numbered (the layout by its headings, not declared and not
 * written by `resume write`), with one item of each list that breaks the record's convention: a bare file (line 11),
 * a change without its why (line 15) and a failed approach without its cause (line 19).
 */
export const HAND_WRITTEN_LAYOUT = [
  '## 1. Goal\n\nShip the reader.\n\n## 2. Status\n\nrunning\n\n',
  '## 3. Active files\n\n- `a.ts`\n\n## 4. Changes made\n\n- Added a.\n\n',
  '## 5. Failed approaches\n\n- Tried b.\n\n## 6. Next steps\n\n1. Run `npm test`\n',
].join('');

/** The same hand-over with a `None` and no reason for its failed approaches (line 19) and no step to run (line 23). */
export const HAND_WRITTEN_LAYOUT_UNRUN = HAND_WRITTEN_LAYOUT.replace('- Tried b.', 'None.').replace(
  '1. Run `npm test`',
  '1. Ask for a review',
);
