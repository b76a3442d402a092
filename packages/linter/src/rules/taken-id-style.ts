import type { DecisionDocument, DecisionItemNode } from '@handoff/core/read';
import type { Fix } from '../lib/diagnostic.js';
import { firstSection, itemsOf } from '../lib/decision-rules-support.js';
import { defineRule } from '../lib/rule.js';
import { itemWordsStart, mergeEdits } from '../lib/source-edits.js';

export default defineRule({
  id: 'taken-id-style',
  meta: {
    description: 'Enforce `DT-n` ids on Taken items that use the Open decision they settle as their id',
    defaultSeverity: 'warn',
    scope: 'decisions',
    fixable: true,
    messages: {
      openId: "Unexpected Open id `{{id}}` as the Taken item's id, expected `{{taken}}` with `{{id}}` as its reference",
    },
  },
  check(ctx) {
    const section = firstSection(ctx.document);
    if (!section || ctx.document.kind !== 'summary') return;
    let numbers: Map<DecisionItemNode, number> | undefined;
    for (const item of itemsOf(section, 'taken')) {
      if (item.prefix !== 'O' || item.id === null) continue;
      numbers ??= takenNumbers(ctx.document);
      const taken = `DT-${numbers.get(item)!}`;
      const fix = renameFix(ctx.file.text, item, taken);
      ctx.report({ messageId: 'openId', data: { id: item.id, taken }, span: item.span, ...(fix ? { fix } : {}) });
    }
  },
});

/**
 * The `DT-k` each Taken item named by its `O-n` gets: `k` is its place among the Taken items
 * in file order, or the next number no id of the file uses.
 */
function takenNumbers(document: DecisionDocument): Map<DecisionItemNode, number> {
  const section = firstSection(document)!;
  const used = new Set<string>();
  for (const bucket of section.buckets) for (const item of bucket.items) if (item.id !== null) used.add(item.id);
  const numbers = new Map<DecisionItemNode, number>();
  itemsOf(section, 'taken').forEach((item, index) => {
    if (item.prefix !== 'O') return;
    let k = index + 1;
    while (used.has(`DT-${k}`)) k++;
    used.add(`DT-${k}`);
    numbers.set(item, k);
  });
  return numbers;
}

/**
 * `- **O-3 (title placement):** Took …` → `- **DT-3 (title placement):** O-3: Took …`: the id
 * becomes `DT-k` and the `O-n` is kept as the reference, after the item's bold label (or after
 * its id, title and colon). No fix when the source does not start with the id as read.
 */
function renameFix(source: string, item: DecisionItemNode, taken: string): Fix | undefined {
  const id = item.id!;
  const words = itemWordsStart(source, item.span.start.offset);
  if (!source.startsWith(id, words.at)) return undefined;
  const idEnd = words.at + id.length;
  const lineEnd = lineEndFrom(source, idEnd);
  let insertAt: number;
  if (words.strong) {
    const close = source.indexOf(words.strong, idEnd);
    if (close < 0 || close >= lineEnd) return undefined;
    insertAt = close + 2;
  } else {
    insertAt = idEnd + (/^[ \t]*\([^)\n]*\)/.exec(source.slice(idEnd, lineEnd))?.[0].length ?? 0);
    insertAt += /^[ \t]*:/.exec(source.slice(insertAt, lineEnd))?.[0].length ?? 0;
  }
  insertAt += /^[ \t]*/.exec(source.slice(insertAt, lineEnd))![0].length;
  const atLineEnd = insertAt === lineEnd;
  const reference = atLineEnd ? `${/[ \t]$/.test(source.slice(0, insertAt)) ? '' : ' '}${id}` : `${id}: `;
  return mergeEdits(source, [
    { start: words.at, end: idEnd, text: taken },
    { start: insertAt, end: insertAt, text: reference },
  ]);
}

function lineEndFrom(source: string, at: number): number {
  const match = /\r\n|\r|\n/.exec(source.slice(at));
  return match ? at + match.index : source.length;
}
