import { clipRedacted } from '../secrets/index.js';
import type { Command } from './command.js';
import { callFeatures, installedKey, isSubsequence, type CallFeatures, type LinePair } from './features.js';
import type { ToolCall } from './model.js';
import { coversKnob, type AuditRule, type RuleSignature } from './rules.js';
import { compareValues, showValue, valuesIn, withNameUnit, type Value } from './values.js';
import { packageKey } from './command.js';
import { parseConstraint, rangeWithin, showRange } from './versions.js';
import { DISABLE_MARKERS, RETRY_FLAGS, RETRY_HELPERS } from './vocabulary.js';
import { contentWords, hasCue, normalizeWord, splitWords } from './words.js';

/** Which matcher fired. */
export type MatcherId = 'command' | 'package' | 'knob' | 'retry' | 'clean' | 'disable' | 'words';

/**
 * A call that carries a rule's change (`carries`), or only shares its words (`shares-words`: a possible repeat, never
 * scored).
 */
export interface RuleMatch {
  rule: number;
  strength: 'carries' | 'shares-words';
  matcher: MatcherId;
  /** What was matched, for people: `client/reconnect.go: reconnectTimeout 5s → 30s`. */
  detail: string;
  /** The change, as compared between calls: the same change re-issued is one attempt. */
  change: string;
  /**
   * Identifiers the change renamed (`reconnectTimeout` → `reconnectWait`): edits that only follow a rename complete it.
   */
  renames: Array<[from: string, to: string]>;
  /** The change was made in a manifest: an install from the manifest completes it. */
  viaManifest: boolean;
}

const COMMENT = /^\s*(?:\/\/|#|\/\*|\*|--|;|<!--)/;
/** A value as a detail shows it: redacted whole before it is cut (`clipRedacted`). */
const short = (text: string, max = 90) => clipRedacted(text, max - 1);
const argvText = (c: Command) => short([...c.env.map(([k, v]) => `${k}=${v}`), ...c.argv].join(' '));

/** The normalised words of a line of code or a command (identifiers split). */
function wordsOf(text: string): Set<string> {
  return new Set(splitWords(text).map(normalizeWord));
}

function hasIdentifier(text: string, identifiers: readonly string[]): string | null {
  for (const id of identifiers) {
    const at = text.indexOf(id);
    if (at < 0) continue;
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + id.length] ?? '';
    if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) return id;
  }
  return null;
}

/** Whether a line names the rule's knob: its identifier, or two thirds of its words. */
function namesKnob(line: string, sig: RuleSignature): boolean {
  return hasIdentifier(line, sig.identifiers) !== null || coversKnob(wordsOf(line), sig.knob);
}

/** The identifier a line assigns (`const x = …`, `x: …`, `X=…`), for the unit its name carries. */
function assignedName(line: string): string | null {
  const m = /([\p{L}_$][\p{L}\p{N}_$]*)\s*(?::=|=|:)(?!=)/u.exec(line);
  return m ? m[1]! : null;
}

function direction(sig: RuleSignature): 'increase' | 'decrease' | null {
  if (sig.kinds.includes('increase')) return 'increase';
  if (sig.kinds.includes('decrease')) return 'decrease';
  return null;
}

/**
 * Whether a value lies in the ruled-out region: at or past the values the rule names (any value when it names none).
 */
function ruledOutValue(value: Value, sig: RuleSignature, dir: 'increase' | 'decrease'): boolean {
  const refs = sig.values.filter((v) => (value.seconds === null) === (v.seconds === null) || v.seconds !== null);
  if (refs.length === 0) return true;
  const bound = refs.reduce((a, b) =>
    dir === 'increase' ? (compareValues(b, a) < 0 ? b : a) : compareValues(b, a) > 0 ? b : a,
  );
  const d = compareValues(value, bound);
  return dir === 'increase' ? d >= 0 : d <= 0;
}

/**
 * The knob's identifier renamed between two lines of one shape (`reconnectTimeout` → `reconnectWait`), not a unit
 * (`Second` → `Minute`).
 */
function renamesOf(pair: LinePair, sig: RuleSignature): Array<[string, string]> {
  const a = [...pair.old.matchAll(/[\p{L}_$][\p{L}\p{N}_$]*/gu)].map((m) => m[0]);
  const b = [...pair.new.matchAll(/[\p{L}_$][\p{L}\p{N}_$]*/gu)].map((m) => m[0]);
  if (a.length !== b.length) return [];
  const assigned = assignedName(pair.old);
  return a.flatMap((x, i) =>
    x !== b[i] && (x === assigned || sig.identifiers.includes(x) || coversKnob(wordsOf(x), sig.knob))
      ? [[x, b[i]!] as [string, string]]
      : [],
  );
}

function knobMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  const sig = rule.signature;
  const dir = direction(sig);
  if (dir === null) return null;
  for (const pair of f.pairs) {
    if (COMMENT.test(pair.old) || !namesKnob(pair.old, sig)) continue;
    const oldName = assignedName(pair.old);
    const newName = assignedName(pair.new);
    const before = valuesIn(pair.old).map((v) => withNameUnit(v, oldName));
    const after = valuesIn(pair.new).map((v) => withNameUnit(v, newName));
    if (before.length === 0 || before.length !== after.length) continue;
    for (let i = 0; i < before.length; i++) {
      const d = compareValues(after[i]!, before[i]!);
      if (d === 0 || (dir === 'increase') !== d > 0) continue;
      const name = hasIdentifier(pair.old, sig.identifiers) ?? oldName ?? sig.knob.join(' ');
      const renames = renamesOf(pair, sig);
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'knob',
        detail:
          `${pair.path}: ${name} ${showValue(before[i]!)} → ` +
          `${renames.length > 0 ? `${renames.map((r) => r[1]).join(', ')} ` : ''}${showValue(after[i]!)}`,
        change: `knob:${dir}:${showValue(after[i]!)}`,
        renames,
        viaManifest: false,
      };
    }
  }
  // A setting added where none was (a new option, a Write over a file the session never saw).
  for (const change of f.changes) {
    if (change.removed.some((line) => namesKnob(line, sig) && valuesIn(line).length > 0)) continue;
    for (const line of change.added) {
      if (COMMENT.test(line) || !namesKnob(line, sig)) continue;
      const value = valuesIn(line).map((v) => withNameUnit(v, assignedName(line)))[0];
      if (value === undefined || sig.values.length === 0 || !ruledOutValue(value, sig, dir)) continue;
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'knob',
        detail: `${change.path}: sets ${assignedName(line) ?? sig.knob.join(' ')} to ${showValue(value)}`,
        change: `knob:${dir}:${showValue(value)}`,
        renames: [],
        viaManifest: false,
      };
    }
  }
  // An environment variable or a flag that names the knob, on any command.
  for (const c of f.commands) {
    if (c.class === 'read-only') continue;
    const settings: Array<{ name: string; value: Value; words: Set<string> }> = [];
    for (const [name, raw] of [
      ...c.env,
      ...c.argv.flatMap((w) => {
        const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/.exec(w);
        return m ? [[m[1]!, m[2]!] as [string, string]] : [];
      }),
    ]) {
      const value = valuesIn(raw)[0];
      if (value !== undefined) settings.push({ name, value: withNameUnit(value, name), words: wordsOf(name) });
    }
    c.argv.forEach((w, i) => {
      const m = /^--?([A-Za-z][\w.-]*)(?:=(.+))?$/.exec(w);
      if (!m) return;
      const raw = m[2] ?? c.argv[i + 1];
      if (raw === undefined || !/^\d/.test(raw)) return;
      const value = valuesIn(raw)[0];
      if (value === undefined) return;
      const words = wordsOf(m[1]!);
      if (c.class === 'test') words.add('test');
      settings.push({ name: w.split('=')[0]!, value: withNameUnit(value, m[1]!), words });
    });
    for (const s of settings) {
      const named =
        coversKnob(s.words, sig.knob) ||
        sig.identifiers.includes(s.name) ||
        sig.identifiers.includes(s.name.replace(/^-+/, ''));
      if (!named || !ruledOutValue(s.value, sig, dir)) continue;
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'knob',
        detail: `${argvText(c)}: ${s.name} ${showValue(s.value)}`,
        change: `knob:${dir}:${showValue(s.value)}`,
        renames: [],
        viaManifest: false,
      };
    }
  }
  return null;
}

function commandMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  for (const wanted of rule.signature.commands)
    for (const c of f.commands) {
      if (c.class === 'read-only' || !isSubsequence(wanted, c.argv)) continue;
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'command',
        detail: `${argvText(c)}: runs \`${wanted.join(' ')}\``,
        change: `command:${wanted.join(' ')}`,
        renames: [],
        viaManifest: false,
      };
    }
  return null;
}

function packageMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  for (const pkg of rule.signature.packages) {
    const keys = new Set([pkg.key, packageKey(pkg.name, 'pypi')]);
    for (const c of f.commands) {
      if (c.class !== 'install') continue;
      for (const installed of c.packages) {
        if (!keys.has(installedKey(installed)) || installed.constraint === null) continue;
        const range = parseConstraint(installed.constraint, { bareIsCaret: installed.ecosystem === 'cargo' });
        if (range === null || !rangeWithin(range, pkg.range)) continue;
        return {
          rule: rule.n,
          strength: 'carries',
          matcher: 'package',
          detail: `${argvText(c)}: ${installed.name} ${showRange(range)} is in the ruled-out ${showRange(pkg.range)}`,
          change: `package:${pkg.key}@${showRange(range)}`,
          renames: [],
          viaManifest: false,
        };
      }
    }
    for (const pin of f.manifestPins) {
      if (!keys.has(pin.key) && !keys.has(packageKey(pin.name, 'pypi'))) continue;
      if (!rangeWithin(pin.range, pkg.range)) continue;
      if (pin.before !== null) {
        const was = parseConstraint(pin.before);
        if (was !== null && rangeWithin(was, pkg.range)) continue;
      }
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'package',
        detail:
          `${pin.path}: ${pin.name} ${pin.before === null ? '' : `${pin.before} → `}${pin.constraint} is in ` +
          `the ruled-out ${showRange(pkg.range)}`,
        change: `package:${pkg.key}@${showRange(pin.range)}`,
        renames: [],
        viaManifest: true,
      };
    }
  }
  return null;
}

function aims(words: Set<string>, sig: RuleSignature): boolean {
  return (
    sig.targets.length === 0 ||
    sig.targets.some((t) => words.has(t)) ||
    hasIdentifier([...words].join(' '), sig.identifiers) !== null
  );
}

function retryMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  const sig = rule.signature;
  if (!sig.kinds.includes('retry')) return null;
  for (const change of f.changes) {
    const added = change.added.join('\n');
    const removed = change.removed.join('\n');
    const helper = RETRY_HELPERS.find(
      (h) =>
        (added.match(new RegExp(h.pattern.source, `${h.pattern.flags.replace('g', '')}g`)) ?? []).length >
        (removed.match(new RegExp(h.pattern.source, `${h.pattern.flags.replace('g', '')}g`)) ?? []).length,
    );
    if (helper === undefined) continue;
    const words = wordsOf(`${change.path}\n${added}\n${removed}`);
    if (!aims(words, sig) && hasIdentifier(`${added}\n${removed}`, sig.identifiers) === null) continue;
    return {
      rule: rule.n,
      strength: 'carries',
      matcher: 'retry',
      detail: `${change.path}: adds a ${helper.name}`,
      change: `retry:${helper.name}`,
      renames: [],
      viaManifest: false,
    };
  }
  const cs = f.commands;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.class !== 'test' && c.class !== 'build') continue;
    const words = wordsOf(c.argv.join(' '));
    if (!aims(words, sig)) continue;
    const seg = c.segment;
    const next = cs[i + 1];
    let form: string | null = null;
    if (seg.loop !== null && seg.inCondition && (seg.loop.kind === 'until') !== seg.negated)
      form = `${seg.loop.kind} loop until it passes`;
    else if (seg.loop !== null && !seg.inCondition && seg.op === '&&' && next?.segment.argv[0] === 'break')
      form = `${seg.loop.kind} loop that stops when it passes`;
    else if (seg.op === '||' && next !== undefined && next.argv.join(' ') === c.argv.join(' '))
      form = 're-run on failure';
    else {
      const flag = c.argv.find((w) => RETRY_FLAGS.has(w.split('=')[0]!));
      if (flag !== undefined) form = `${flag.split('=')[0]} flag`;
    }
    if (form === null) continue;
    return {
      rule: rule.n,
      strength: 'carries',
      matcher: 'retry',
      detail: `${argvText(c)}: ${form}`,
      change: `retry:${form}`,
      renames: [],
      viaManifest: false,
    };
  }
  return null;
}

const normalPath = (p: string) => p.replace(/^\.\//, '').replace(/\/+$/, '');

function cleanMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  const sig = rule.signature;
  if (!sig.kinds.includes('clean')) return null;
  for (const c of f.commands) {
    let hit = false;
    if (c.class === 'delete') {
      const deleted = c.deletes.map(normalPath);
      if (sig.paths.length > 0)
        hit = sig.paths.every((p) => deleted.some((d) => d === normalPath(p) || d.endsWith(`/${normalPath(p)}`)));
      else if (sig.tools.length > 0) hit = c.cacheTools.some((t) => sig.tools.includes(t));
      else hit = c.cacheTools.length > 0;
    } else if (c.class === 'cache-clear') {
      if (sig.tools.length > 0) hit = c.cacheTools.some((t) => sig.tools.includes(t));
      else hit = sig.paths.length === 0;
    }
    if (!hit) continue;
    return {
      rule: rule.n,
      strength: 'carries',
      matcher: 'clean',
      detail:
        `${argvText(c)}: clears ` +
        (sig.paths.length > 0
          ? sig.paths.join(', ')
          : `the ${(sig.tools.length > 0 ? sig.tools : c.cacheTools).join(', ')} cache`),
      change: `clean:${[...sig.paths, ...sig.tools].join(',')}`,
      renames: [],
      viaManifest: false,
    };
  }
  return null;
}

function disableMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  const sig = rule.signature;
  if (!sig.kinds.includes('disable')) return null;
  for (const change of f.changes)
    for (const line of change.added) {
      const marker = DISABLE_MARKERS.find((m) => m.pattern.test(line));
      if (marker === undefined) continue;
      if (change.removed.some((r) => r.trim() === line.trim())) continue;
      const words = wordsOf(line);
      if (
        hasIdentifier(line, sig.identifiers) === null &&
        !sig.targets.some((t) => words.has(t) && !['disable', 'rule', 'lint'].includes(t))
      )
        continue;
      return {
        rule: rule.n,
        strength: 'carries',
        matcher: 'disable',
        detail: `${change.path}: adds ${short(line.trim(), 70)}`,
        change: `disable:${change.path}`,
        renames: [],
        viaManifest: false,
      };
    }
  return null;
}

/**
 * The text of a call's changing parts, for the words fallback: the commands that change something, or the paths and
 * added lines.
 */
function changingText(f: CallFeatures): string | null {
  const commands = f.commands.filter((c) => c.class !== 'read-only' && c.class !== 'test' && c.class !== 'build');
  const parts = [...commands.map((c) => c.argv.join(' ')), ...f.changes.flatMap((c) => [c.path, ...c.added])];
  return parts.length === 0 ? null : parts.join('\n');
}

function wordsMatch(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  const text = changingText(f);
  if (text === null) return null;
  const sig = rule.signature;
  const have = wordsOf(text);
  const lower = text.toLowerCase();
  const object = sig.objects.find((o) => hasCue(lower, o));
  const wanted = [...new Set(contentWords(rule.approach))];
  const found = wanted.filter((w) => have.has(w));
  const enough =
    wanted.length > 0 && (wanted.length <= 2 ? found.length === wanted.length : found.length / wanted.length >= 0.6);
  if (object === undefined && !enough) return null;
  return {
    rule: rule.n,
    strength: 'shares-words',
    matcher: 'words',
    detail:
      `shares ${object !== undefined ? `\`${object}\`` : found.map((w) => `\`${w}\``).join(', ')} with rule ` +
      `${rule.n}; no matcher covers "${short(rule.approach, 60)}"`,
    change: `words:${object ?? found.join(',')}`,
    renames: [],
    viaManifest: false,
  };
}

/** Whether a rule has a matcher that can see its change; the words fallback is for the others. */
function covered(sig: RuleSignature): boolean {
  return sig.commands.length > 0 || sig.packages.length > 0 || sig.kinds.some((k) => k !== 'other');
}

/**
 * Whether a call carries the change a rule ruled out, read from the call alone (the hook's
 * question): the rule's quoted command, an install or manifest edit into its version range,
 * its knob moved in its direction (an edited line, a setting added, an environment variable
 * or flag), a retry construct or re-run-until-pass loop, a clean of its cache or folder, a
 * disable marker. A call that only reads never matches. A rule no matcher covers matches on
 * shared words only, as a possible repeat (`shares-words`), on calls that change something.
 */
export function matchFeatures(f: CallFeatures, rule: AuditRule): RuleMatch | null {
  if (f.readOnly || f.call.kind === 'task') return null;
  const strong =
    commandMatch(f, rule) ??
    packageMatch(f, rule) ??
    knobMatch(f, rule) ??
    retryMatch(f, rule) ??
    cleanMatch(f, rule) ??
    disableMatch(f, rule);
  if (strong !== null) return strong;
  return covered(rule.signature) ? null : wordsMatch(f, rule);
}

/** {@link matchFeatures} for one call (the features are read from it). */
export function matchCall(call: ToolCall, rule: AuditRule): RuleMatch | null {
  return matchFeatures(callFeatures(call), rule);
}
