import { concreteFacts, coversKnob, factTokens, namesRuleNumber, type AuditRule } from './rules.js';
import {
  CHANGE_CUES,
  DELIVERY_MARKERS,
  KIND_WORDS,
  NEGATION_CUES,
  REFERENCE_CUES,
  REQUEST_CUES,
} from './vocabulary.js';
import { hasCue, hasPhrase, normalizeWord, splitWords } from './words.js';

/** The most output kept for the "new fact" check: the excerpts of the most recent outputs, in bytes. */
const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;

/**
 * What the session's own tool output showed, for a justification's "new fact": an excerpt
 * of each output (its first and last 3 KiB, where a command's errors and summary are; the
 * first 1 KiB of a file read), lower-cased and copied into a buffer (a slice of a string
 * would keep the whole output alive), the most recent 8 MiB kept. Nothing is tokenised until
 * a justification is checked, which is rare.
 */
export class OutputFacts {
  private readonly excerpts: Buffer[] = [];
  private first = 0;
  private bytes = 0;

  /** Remember an output. */
  add(text: string): void {
    const part = text.length <= 6144 ? text : `${text.slice(0, 3072)}\n${text.slice(-3072)}`;
    const copy = Buffer.from(part.toLowerCase(), 'utf8');
    this.excerpts.push(copy);
    this.bytes += copy.length;
    while (this.bytes > MAX_OUTPUT_BYTES && this.first < this.excerpts.length) {
      this.bytes -= this.excerpts[this.first]!.length;
      this.excerpts[this.first++] = EMPTY;
    }
    if (this.first > 4096) {
      this.excerpts.splice(0, this.first);
      this.first = 0;
    }
  }

  /** Whether an output showed this fact (a lower-cased concrete fact), as a whole token. */
  has(fact: string): boolean {
    const needle = Buffer.from(fact, 'utf8');
    for (let i = this.excerpts.length - 1; i >= this.first; i--) {
      const text = this.excerpts[i]!;
      let at = text.indexOf(needle);
      while (at >= 0) {
        if (!isWordByte(text[at - 1]) && !isWordByte(text[at + needle.length])) return true;
        at = text.indexOf(needle, at + 1);
      }
    }
    return false;
  }
}

const EMPTY = Buffer.alloc(0);
const isWordByte = (b: number | undefined) =>
  b !== undefined && ((b >= 48 && b <= 57) || (b >= 97 && b <= 122) || b === 95);

/** A text as the checks read it once: lower-cased, its normalised words, its word set. */
export interface ReadText {
  raw: string;
  lower: string;
  words: string[];
  set: Set<string>;
}

/** Prepare a text for the checks. */
export function readText(text: string): ReadText {
  const words = splitWords(text).map(normalizeWord);
  return { raw: text, lower: text.toLowerCase(), words, set: new Set(words) };
}

const kindPhrases = (rule: AuditRule) => rule.signature.kinds.flatMap((k) => (k === 'other' ? [] : KIND_WORDS[k]));

/**
 * Whether a text points at this rule: its number, its identifiers, command or package, or its knob (or its verb with a
 * word it aims at).
 */
function refersTo(text: ReadText, rule: AuditRule): boolean {
  const sig = rule.signature;
  if (namesRuleNumber(text.words, rule.n)) return true;
  if (sig.identifiers.some((id) => text.lower.includes(id.toLowerCase()))) return true;
  if (sig.packages.some((p) => text.set.has(normalizeWord(p.name)) || text.lower.includes(p.name.toLowerCase())))
    return true;
  if (sig.commands.some((c) => text.lower.includes(c.join(' ')))) return true;
  if (coversKnob(text.set, sig.knob)) return true;
  return sig.targets.some((t) => text.set.has(t)) && kindPhrases(rule).some((p) => hasPhrase(text.words, p));
}

const REFERENCE = cueExpression(REFERENCE_CUES);
const CHANGE = cueExpression(CHANGE_CUES);

/** One expression for a list of cue phrases, each at word boundaries. */
function cueExpression(cues: readonly string[]): RegExp {
  const escape = (cue: string) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${cues.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** Whether the text refers to a recorded rule at all (the checkpoint, the handoff, "ruled out", "already tried"). */
export function hasReferenceCue(text: ReadText): boolean {
  return REFERENCE.test(text.lower);
}

/** `acknowledged`: the agent's own text refers to the recorded rule, not just to its own last attempt. */
export function acknowledges(text: ReadText, rule: AuditRule): boolean {
  return namesRuleNumber(text.words, rule.n) || (hasReferenceCue(text) && refersTo(text, rule));
}

/**
 * `cited_evidence`: the text acknowledges the rule and restates its evidence: three of its
 * distinctive facts (all of them when it has fewer), or six of its words in a row. The same
 * numbers seen again in one's own test output, without a reference to the rule, are rediscovery.
 */
export function citesEvidence(text: ReadText, rule: AuditRule): boolean {
  if (!acknowledges(text, rule)) return false;
  const facts = rule.signature.facts;
  if (facts.length > 0) {
    const tokens = new Set(factTokens(text.raw));
    const found = facts.filter((f) => tokens.has(f)).length;
    if (found >= Math.min(3, facts.length)) return true;
  }
  const ev = rule.signature.evidenceWords;
  if (ev.length >= 6)
    for (let i = 0; i + 6 <= ev.length; i++) if (hasPhrase(text.words, ev.slice(i, i + 6).join(' '))) return true;
  return false;
}

/**
 * A revisit the agent justified: its text refers to the rule, says something changed, and
 * states a fact the session's own tool output showed that the rule's approach and evidence
 * do not hold. Acknowledging the rule alone is no justification.
 */
export function justifiesWithNewFact(text: ReadText, rule: AuditRule, outputs: OutputFacts): string | null {
  if (!acknowledges(text, rule)) return null;
  if (!CHANGE.test(text.lower)) return null;
  const known = new Set(concreteFacts(`${rule.approach}\n${rule.evidence}`));
  for (const fact of concreteFacts(text.raw)) if (!known.has(fact) && outputs.has(fact)) return fact;
  return null;
}

/** Whether a user line is the runtime's or the hook's (the checkpoint, a reminder), not a person's. */
export function isDelivery(text: string): boolean {
  return DELIVERY_MARKERS.some((marker) => text.includes(marker));
}

/**
 * A user line that asks for the rule's change: it names the rule and asks (or uses the rule's verb), and does not
 * forbid.
 */
export function requests(text: ReadText, rule: AuditRule): boolean {
  if (NEGATION_CUES.some((cue) => hasCue(text.lower, cue))) return false;
  if (!refersTo(text, rule)) return false;
  return REQUEST_CUES.some((cue) => hasCue(text.lower, cue)) || kindPhrases(rule).some((p) => hasPhrase(text.words, p));
}
