import { findSecrets, type FindSecretsOptions } from '@handoff/core/secrets';
import { build, type Case } from './build.js';

/** What scoring a part of the measured set found: the figures, and the ids behind them. */
export interface Score {
  credentials: number;
  clean: number;
  /** Credential cases whose secret material every finding together covers (redaction removes it all). */
  found: number;
  findings: number;
  /** Findings that lie on a planted credential. */
  onCredential: number;
  recall: number;
  precision: number;
  missed: string[];
  falseAlarms: Array<{ id: string; category: string }>;
}

/**
 * Score the scanner on `cases`. Recall: the share of credential cases whose secret spans
 * the findings cover completely. Precision: the share of findings (in credential and clean
 * cases alike) that overlap a planted credential.
 */
export function score(cases: readonly Case[], options: FindSecretsOptions): Score {
  let credentials = 0;
  let found = 0;
  let findings = 0;
  let onCredential = 0;
  const missed: string[] = [];
  const falseAlarms: Array<{ id: string; category: string }> = [];
  for (const spec of cases) {
    const { text, spans } = build(spec);
    const hits = findSecrets(text, options);
    findings += hits.length;
    for (const hit of hits) {
      const end = hit.offset + hit.length;
      if (spans.some(([s, e]) => hit.offset < e && end > s)) onCredential++;
      else falseAlarms.push({ id: spec.id, category: hit.category });
    }
    if (spans.length === 0) continue;
    credentials++;
    const covered = spans.every(([s, e]) => {
      for (let i = s; i < e; i++) if (!hits.some((h) => h.offset <= i && i < h.offset + h.length)) return false;
      return true;
    });
    if (covered) found++;
    else missed.push(spec.id);
  }
  return {
    credentials,
    clean: cases.length - credentials,
    found,
    findings,
    onCredential,
    recall: credentials === 0 ? 1 : found / credentials,
    precision: findings === 0 ? 1 : onCredential / findings,
    missed,
    falseAlarms,
  };
}
