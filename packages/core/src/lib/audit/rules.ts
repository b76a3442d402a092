import { normalizeArgv, packageKey } from './command.js';
import type { RuleSource } from './model.js';
import { splitShell } from './shell.js';
import { valuesIn, type Value } from './values.js';
import { parseConstraint, prefixRange, showRange, type VersionRange } from './versions.js';
import {
  CACHE_CLEARS,
  CACHE_PATHS,
  EVIDENCE_STOPWORDS,
  GENERIC_WORDS,
  KIND_WORDS,
  type RuleKind,
} from './vocabulary.js';
import {
  contentWords,
  hasPhrase,
  identifiersOf,
  isStopword,
  normalizedWords,
  normalizeWord,
  splitWords,
} from './words.js';

/** A package and the versions a rule rules out (`Pin vite to 7` → `vite`, 7.x). */
export interface RulePackage {
  /** The name as compared (lower-cased; `_` and `.` as `-` too, for PyPI). */
  key: string;
  name: string;
  range: VersionRange;
}

/** What the matcher reads from a rule's approach and evidence, once. */
export interface RuleSignature {
  kinds: RuleKind[];
  /** The approach's content words, normalised, without its kind verbs, numbers and package versions. */
  knob: string[];
  /** Knob words that aim at something (not `test`, `call`, `cache`…): what a retry or clean must touch. */
  targets: string[];
  /** Code-like tokens of the approach, as written (`MAX_RETRIES`, `no-floating-promises`). */
  identifiers: string[];
  /** Commands the approach quotes in backticks, normalised (`npm i` → `npm install`). */
  commands: string[][];
  packages: RulePackage[];
  /** Paths the approach names (`node_modules`, `.next`, `src/db.ts`). */
  paths: string[];
  /** Tools whose cache the approach names (`jest`, `go`, `npm`). */
  tools: string[];
  /** Numbers of the approach and the evidence (the values that were tried). */
  values: Value[];
  /** The evidence's distinctive facts, normalised: numbers, identifiers, words the approach does not use. */
  facts: string[];
  /** The evidence's words in order, normalised (a quotation of six of them in a row is a citation). */
  evidenceWords: string[];
  /** Words after `to`, `with`, `using`, `via` that are not common words (`Switch … to undici` → `undici`). */
  objects: string[];
}

/** A rule in force: a rejected approach or a failed approach of a handoff record, numbered. */
export interface AuditRule {
  n: number;
  source: RuleSource;
  approach: string;
  evidence: string;
  signature: RuleSignature;
}

/** A rejected approach as `handoff rejections --json` prints it. */
export interface RejectionInput {
  n?: number;
  approach: string;
  evidence: string;
}

/** The part of a handoff record the audit reads. */
export interface HandoffInput {
  failed_approaches: ReadonlyArray<{ approach: string; why_failed: string }>;
}

const TOOL_NAMES = new Set(
  [...CACHE_CLEARS.flatMap((c) => c.tools), ...CACHE_PATHS.flatMap((c) => c.tools)].filter((t) => t !== 'cache'),
);
const RANGE_WORDS = new Set([
  'below',
  'under',
  'above',
  'before',
  'version',
  'older',
  'newer',
  'than',
  'least',
  'most',
  'at',
  'to',
]);
const ACTION_WORDS = new Set([
  'wrap',
  'add',
  'make',
  'set',
  'change',
  'switch',
  'move',
  'replace',
  'reinstall',
  'rebuild',
  'run',
  'again',
]);

function kindsOf(words: readonly string[]): { kinds: RuleKind[]; used: Set<number> } {
  const kinds: RuleKind[] = [];
  const used = new Set<number>();
  for (const [kind, phrases] of Object.entries(KIND_WORDS) as Array<[Exclude<RuleKind, 'other'>, readonly string[]]>) {
    for (const phrase of phrases) {
      const wanted = normalizedWords(phrase);
      for (let i = 0; i + wanted.length <= words.length; i++) {
        if (wanted.every((w, j) => words[i + j] === w)) {
          if (!kinds.includes(kind)) kinds.push(kind);
          for (let j = 0; j < wanted.length; j++) used.add(i + j);
        }
      }
    }
  }
  return { kinds: kinds.length === 0 ? ['other'] : kinds, used };
}

function packagesOf(approach: string): RulePackage[] {
  const out: RulePackage[] = [];
  const name = String.raw`(@?[A-Za-z][\w.-]*(?:/[\w.-]+)*)`;
  const version = String.raw`v?(\d[\w.*]*)`;
  const add = (pkg: string, range: VersionRange | null) => {
    if (range === null || /^\d/.test(pkg)) return;
    const lower = pkg.toLowerCase();
    if (out.some((p) => p.name.toLowerCase() === lower)) return;
    out.push({ key: packageKey(pkg, 'npm'), name: pkg, range });
  };
  for (const m of approach.matchAll(new RegExp(`${name}@([\\^~<>=]*${version.slice(2)})`, 'g')))
    add(m[1]!, parseConstraint(m[2]!) ?? prefixRange(m[2]!));
  for (const m of approach.matchAll(new RegExp(`${name}\\s*(==|<=|>=|<|>|~=)\\s*${version}`, 'g')))
    add(m[1]!, parseConstraint(`${m[2]!}${m[3]!}`));
  for (const m of approach.matchAll(
    new RegExp(
      `\\b(?:pin|pinning|downgrade|downgrading|upgrade|upgrading|lock|locking|roll\\s+back|rollback|install|use)` +
        `\\s+(?:the\\s+)?(?:package\\s+)?${name}\\s+(?:to|at|on)\\s+(?:version\\s+)?${version}`,
      'gi',
    ),
  ))
    add(m[1]!, prefixRange(m[2]!));
  for (const m of approach.matchAll(
    new RegExp(`${name}\\s+(?:below|under|before|older than)\\s+(?:version\\s+)?${version}`, 'gi'),
  ))
    add(m[1]!, parseConstraint(`<${m[2]!}`));
  for (const m of approach.matchAll(
    new RegExp(`${name}\\s+(?:above|after|newer than|at least)\\s+(?:version\\s+)?${version}`, 'gi'),
  ))
    add(m[1]!, parseConstraint(`>=${m[2]!}`));
  return out.filter((p) => !isStopword(p.name.toLowerCase()) && !RANGE_WORDS.has(p.name.toLowerCase()));
}

/** A path-like word: a path with a slash, a dotfile, a file name with a known extension, or node_modules. */
const PATH_WORD = new RegExp(
  String.raw`(?:\.{0,2}\/)?[\w.-]+(?:\/[\w.*-]+)+\/?|\.[A-Za-z][\w-]*|` +
    String.raw`[\w-]+\.(?:json|jsonc|ts|tsx|js|mjs|cjs|py|go|toml|ya?ml|lock|txt|cfg|ini|rs|java|rb|mod|sum)|` +
    'node_modules',
);
const PATH_BEFORE = /(?:^|[\s`'"(])/;
const PATH_AFTER = /(?=$|[\s`'",.;:)])/;
/** A path-like word (the first group) standing alone in a text, between spaces, quotes or punctuation. */
const PATH_IN_TEXT = new RegExp(`${PATH_BEFORE.source}(${PATH_WORD.source})${PATH_AFTER.source}`, 'g');

function pathsOf(approach: string): string[] {
  const out = new Set<string>();
  for (const m of approach.matchAll(PATH_IN_TEXT)) out.add(m[1]!.replace(/^\.\//, '').replace(/\/+$/, ''));
  return [...out].filter((p) => p !== '.' && p !== '..');
}

function commandsOf(approach: string): string[][] {
  const out: string[][] = [];
  for (const m of approach.matchAll(/`([^`]+)`/g)) {
    const code = m[1]!.trim();
    if (!/\s/.test(code) || !/^(?:\.\/)?[a-z][\w.-]*(?:\s|$)/.test(code)) continue;
    for (const segment of splitShell(code)) {
      const argv = normalizeArgv(segment.argv);
      if (argv.length > 0) out.push(argv);
    }
  }
  return out;
}

const NUMBER_FACT = /\d[\d.,_]*(?:\s?(?:ms|s|m|h|min|mins|minutes?|seconds?|secs?|hours?|%|kb|mb|gb|x)\b)?/gi;
const normalNumber = (text: string) =>
  /^\d+$/.test(text)
    ? text
    : text
        .toLowerCase()
        .replace(/[\s,_]/g, '')
        .replace(/(minute|second|hour|sec|min)s$/, '$1')
        .replace(/\.$/, '');

/**
 * Concrete facts of a text: numbers with their units (`7.2s`, `503`) and tokens with code
 * punctuation (`tls-proxy`, `retry-after=2`, `handler.go:42`), lower-cased. What the session's
 * own output showed and a justification may cite as new; plain words are not facts enough.
 */
export function concreteFacts(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[\s()[\]{}"'`,;<>|]+/)) {
    const token = raw.replace(/^[^A-Za-z0-9_]+|[^A-Za-z0-9_%]+$/g, '');
    if (token === '') continue;
    if (/^\d[\d.,_]*(?:ms|s|m|h|min|mins|minutes?|seconds?|secs?|hours?|%|kb|mb|gb|x)?$/i.test(token))
      out.push(normalNumber(token));
    else if (/[A-Za-z0-9_][.\-/:=][A-Za-z0-9_]/.test(token)) out.push(token.toLowerCase());
  }
  return out;
}

/** Fact tokens of a text: numbers with their units, identifiers and words, normalised. */
export function factTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NUMBER_FACT)) out.push(normalNumber(m[0]));
  for (const id of identifiersOf(text)) out.push(id.toLowerCase());
  for (const word of splitWords(text))
    if (word.length >= 4 && !/^\d/.test(word) && !isStopword(word) && !EVIDENCE_STOPWORDS.has(word))
      out.push(normalizeWord(word));
  return out;
}

/** Read a rule's signature from its approach and evidence. */
export function ruleSignature(approach: string, evidence: string): RuleSignature {
  const identifiers = identifiersOf(approach);
  const commands = commandsOf(approach);
  const packages = packagesOf(approach);
  const paths = pathsOf(approach);
  // Kinds come from the words outside code: `Raise MAX_RETRIES` is an increase, not a retry.
  const prose = approach
    .replace(/`[^`]*`/g, ' ')
    .replace(new RegExp(identifiers.map((i) => i.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '$^', 'g'), ' ');
  const proseWords = normalizedWords(prose);
  const { kinds, used } = kindsOf(proseWords);
  const versionWords = new Set(packages.flatMap((p) => normalizedWords(showRange(p.range))));
  const knob = [
    ...new Set(
      [
        ...proseWords.filter(
          (w, i) =>
            !used.has(i) &&
            w.length > 1 &&
            !isStopword(w) &&
            !/^\d/.test(w) &&
            !RANGE_WORDS.has(w) &&
            !versionWords.has(w),
        ),
        ...identifiers.flatMap((id) =>
          splitWords(id)
            .filter((w) => !isStopword(w))
            .map(normalizeWord),
        ),
      ].filter((w) => w.length > 1 && !/^\d+$/.test(w)),
    ),
  ];
  const approachWords = new Set(contentWords(approach));
  const objects = [...approach.matchAll(/\b(?:to|with|using|via)\s+`?([A-Za-z@][\w@./-]*)`?/gi)]
    .map((m) => m[1]!.toLowerCase())
    .filter((w) => !isStopword(w) && !GENERIC_WORDS.has(normalizeWord(w)) && !RANGE_WORDS.has(w) && w.length >= 3);
  const evidenceWordsAll = normalizedWords(evidence);
  const facts = [
    ...new Set(
      factTokens(evidence).filter(
        (f) => !approachWords.has(f) && !isStopword(f) && !EVIDENCE_STOPWORDS.has(f) && !KIND_FACT.has(f),
      ),
    ),
  ];
  return {
    kinds,
    knob,
    targets: knob.filter((w) => !GENERIC_WORDS.has(w) && !ACTION_WORDS.has(w)),
    identifiers,
    commands,
    packages,
    paths,
    tools: knob.filter((w) => TOOL_NAMES.has(w)),
    values: [...valuesIn(approach), ...valuesIn(evidence)],
    facts,
    evidenceWords: evidenceWordsAll,
    objects,
  };
}

/** Kind verbs are not facts of the evidence. */
const KIND_FACT = new Set(Object.values(KIND_WORDS).flatMap((phrases) => phrases.flatMap((p) => normalizedWords(p))));

/**
 * The rules in force, numbered: the rejections by their `n` (or their position), then the
 * handoff record's failed approaches continuing the count (from 1 when there are no rejections).
 */
export function rulesInForce(sources: {
  rejections?: readonly RejectionInput[];
  handoff?: HandoffInput | null;
}): AuditRule[] {
  const rules: AuditRule[] = [];
  let last = 0;
  for (const [i, entry] of (sources.rejections ?? []).entries()) {
    const n = entry.n ?? i + 1;
    last = Math.max(last, n);
    rules.push({
      n,
      source: 'rejection',
      approach: entry.approach,
      evidence: entry.evidence,
      signature: ruleSignature(entry.approach, entry.evidence),
    });
  }
  for (const entry of sources.handoff?.failed_approaches ?? []) {
    last++;
    rules.push({
      n: last,
      source: 'handoff',
      approach: entry.approach,
      evidence: entry.why_failed,
      signature: ruleSignature(entry.approach, entry.why_failed),
    });
  }
  return rules;
}

/** Whether `words` mention the rule's knob: two thirds of its words (all of one or two), after normalising. */
export function coversKnob(words: ReadonlySet<string>, knob: readonly string[]): boolean {
  if (knob.length === 0) return false;
  const found = knob.filter((w) => words.has(w)).length;
  return found >= Math.ceil((2 * knob.length) / 3);
}

/** Whether a text holds a rule's phrase (used by acknowledgement: "approach 2", "rule 2"). */
export function namesRuleNumber(words: readonly string[], n: number): boolean {
  return hasPhrase(words, `approach ${n}`) || hasPhrase(words, `rule ${n}`) || hasPhrase(words, `rejection ${n}`);
}
