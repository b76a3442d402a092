import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from '../src/rules/index.js';

// The rule catalogues of docs/decision-rules.md and docs/handoff-rules.md are written by
// hand (they say where each rule reports); this keeps them listing the registry's rules
// with the severities the rules' meta gives.
const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url));
const ROW = /^\| \[`([a-z-]+)`\]\([^)]*\) \| (error|warning) \|/;

function catalogueRows(page: string): Array<{ id: string; severity: string }> {
  const rows: Array<{ id: string; severity: string }> = [];
  for (const line of readFileSync(`${docsDir}${page}`, 'utf8').split('\n')) {
    const match = ROW.exec(line);
    if (match) rows.push({ id: match[1]!, severity: match[2]! });
  }
  return rows;
}

describe('rule catalogues in docs/', () => {
  const rows = [...catalogueRows('decision-rules.md'), ...catalogueRows('handoff-rules.md')];

  it('list every rule exactly once', () => {
    expect(rows.map((row) => row.id).sort()).toEqual(rules.map((rule) => rule.id));
  });

  it.each(rules.map((rule) => [rule.id, rule.meta.defaultSeverity === 'warn' ? 'warning' : 'error'] as const))(
    '%s: default %s',
    (id, severity) => {
      expect(rows.find((row) => row.id === id)?.severity).toBe(severity);
    },
  );
});
