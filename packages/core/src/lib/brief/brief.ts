import { parseDecisionDocument } from '../decisions/parse.js';
import type { BucketName, DecisionDocument, DecisionItemNode } from '../decisions/model.js';
import { redactSecrets } from '../secrets/index.js';

/** One decision as a brief lists it: its id, its text, and the fields a reader checks. */
export interface BriefItem {
  id: string | null;
  text: string;
  line: number;
}

/** What an executor reads before starting, in the published reading order. */
export interface ExecutorBrief {
  role: 'executor';
  plan: string;
  /** The plan says it records no decisions (the mechanical line). */
  mechanical: boolean;
  /** Locked: constraints the executor must follow. */
  constraints: BriefItem[];
  /** Open: the executor's to decide; each needs a Taken item in the summary. */
  toDecide: BriefItem[];
  /** Considered and rejected: skim, do not re-propose. */
  rejected: BriefItem[];
  /** How many secrets in the plan's items were replaced by `[REDACTED]` (never their values). */
  redactions: number;
}

/** What a verifier reads before checking a summary, in the published reading order. */
export interface VerifierBrief {
  role: 'verifier';
  summary: string;
  plan: string | null;
  mechanical: boolean;
  /** Each deviation with its verification (`null` when none was recorded). */
  deviations: Array<BriefItem & { verification: string | null; locked: string | null }>;
  questions: BriefItem[];
  /** Every Open decision of the plan and the Taken items naming it (empty: not reported). */
  openToTaken: Array<{ open: string; taken: string[] }>;
  /** Taken items naming no Open decision of the plan. */
  unlinkedTaken: BriefItem[];
  /** How many secrets in the texts were replaced by `[REDACTED]` (never their values). */
  redactions: number;
}

/** Why a brief cannot be made: the file has no decisions section to read. */
export class MissingSectionError extends Error {
  constructor(
    readonly path: string,
    readonly heading: string,
  ) {
    super(`${path} has no \`## ${heading}\` section; run \`handoff lint ${path}\` for details`);
    this.name = 'MissingSectionError';
  }
}

/** Build the executor's brief from a plan's text; secrets in item texts are redacted. */
export function executorBrief(planText: string, planPath: string): ExecutorBrief {
  const plan = parseDecisionDocument(planText, 'plan');
  if (plan.sections.length === 0) throw new MissingSectionError(planPath, 'Plan Decisions');
  const redactor = new Redactor();
  return {
    role: 'executor',
    plan: planPath,
    mechanical: plan.sections[0]!.mechanical.length > 0,
    constraints: items(plan, 'locked', redactor),
    toDecide: items(plan, 'open', redactor),
    rejected: items(plan, 'rejected', redactor),
    redactions: redactor.count,
  };
}

/** Build the verifier's brief from a summary's text and, when known, its plan's; secrets are redacted. */
export function verifierBrief(
  summaryText: string,
  summaryPath: string,
  planText?: string,
  planPath?: string,
): VerifierBrief {
  const summary = parseDecisionDocument(summaryText, 'summary');
  if (summary.sections.length === 0) throw new MissingSectionError(summaryPath, 'Implementation Decisions');
  const plan = planText === undefined ? null : parseDecisionDocument(planText, 'plan');
  const taken = nodes(summary, 'taken');
  const declaredOpen = plan
    ? (plan.sections[0]?.buckets
        .flatMap((b) => b.items)
        .map((i) => i.id)
        .filter((id): id is string => id?.startsWith('O-') ?? false) ?? [])
    : [];
  const openIds = [
    ...new Set([...declaredOpen, ...taken.map((t) => t.reference).filter((r): r is string => r !== null)]),
  ];
  const redactor = new Redactor();
  const brief = (item: DecisionItemNode) => briefItem(item, redactor);
  const verifier: VerifierBrief = {
    role: 'verifier',
    summary: summaryPath,
    plan: planPath ?? null,
    mechanical: summary.sections[0]!.mechanical.length > 0,
    deviations: nodes(summary, 'deviations').map((item) => ({
      ...brief(item),
      verification: item.fields.verification === undefined ? null : redactor.redact(item.fields.verification),
      locked: item.reference,
    })),
    questions: items(summary, 'questions', redactor),
    // A Taken item named by the O-n it settles (docs/real-files.md) is shown by its line: its id is the O-n itself.
    openToTaken: openIds.map((open) => ({
      open,
      taken: taken
        .filter((t) => t.reference === open)
        .map((t) => (t.id !== null && t.prefix !== 'O' ? t.id : `line ${t.span.start.line}`)),
    })),
    unlinkedTaken: taken
      .filter((t) => t.reference === null || (plan !== null && !declaredOpen.includes(t.reference)))
      .map(brief),
    redactions: 0,
  };
  verifier.redactions = redactor.count;
  return verifier;
}

/** Replaces secrets by `[REDACTED]` and counts them. */
class Redactor {
  count = 0;
  redact(text: string): string {
    const result = redactSecrets(text);
    this.count += result.findings.length;
    return result.text;
  }
}

function nodes(document: DecisionDocument, bucket: BucketName): DecisionItemNode[] {
  return document.sections[0]?.buckets.filter((b) => b.name === bucket).flatMap((b) => b.items) ?? [];
}

function items(document: DecisionDocument, bucket: BucketName, redactor: Redactor): BriefItem[] {
  return nodes(document, bucket).map((item) => briefItem(item, redactor));
}

/**
 * An item as a brief lists it: its own first line (a block item's title, a list item's
 * paragraph), not the bullets of fields and steps under it, which the brief shows on their own.
 */
function briefItem(item: DecisionItemNode, redactor: Redactor): BriefItem {
  return { id: item.id, text: redactor.redact((item.text.split('\n', 1)[0] ?? '').trim()), line: item.span.start.line };
}
