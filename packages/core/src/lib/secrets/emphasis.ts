import type { Value } from './assignments.js';
import { lineStart } from './chars.js';

/** How far back on its line a phrase's opening emphasis is looked for. */
const MAX_LINE_BEFORE = 1_024;

/**
 * A value without the emphasis marks that close the phrase it ends: where the value ends in `**` or `__` and the same
 * doubled marks opened earlier on its line, before the name starting at `nameStart`, and are still open there, they
 * are Markdown's (`**Auth = dev-token**`; `**App Signing key SHA-1/SHA-256** →`, the hundred-and-eighty-fifth
 * sample's release step, whose bold phrase opens three words before the name), not the value's.
 */
export function closedEmphasis(text: string, nameStart: number, value: Value): Value {
  const mark = text.charCodeAt(value.end - 1);
  if (value.quoted || (mark !== 0x2a && mark !== 0x5f) || text.charCodeAt(value.end - 2) !== mark) return value;
  if (!emphasisOpenAt(text, nameStart, mark)) return value;
  let end = value.end;
  while (end > value.start && text.charCodeAt(end - 1) === mark) end--;
  return { ...value, end };
}

/** Whether a run of two or more `mark`s opened before `at` on its line and no such run closed it since. */
function emphasisOpenAt(text: string, at: number, mark: number): boolean {
  const from = lineStart(text, at, MAX_LINE_BEFORE);
  if (from < 0) return false;
  let open = false;
  for (let i = from; i < at; i++) {
    if (text.charCodeAt(i) !== mark) continue;
    let run = i;
    while (run < at && text.charCodeAt(run) === mark) run++;
    if (run - i >= 2) open = !open;
    i = run - 1;
  }
  return open;
}
