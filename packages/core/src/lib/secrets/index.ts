import { describeCategory, SECRET_CATEGORIES, type SecretCategory } from './categories.js';
import { scanText, type Hit } from './scan.js';
import { secretFingerprint } from './fingerprint.js';

export { describeCategory, SECRET_CATEGORIES, secretFingerprint, type SecretCategory };

/** One secret in a text: where it is (start and end), never what it is. */
export interface SecretFinding {
  category: SecretCategory;
  /** 0-based offset of the secret value's first code unit. */
  offset: number;
  /** Length of the secret value in UTF-16 code units. */
  length: number;
  /** 1-based line and column (UTF-16 code units) of the value's start. */
  line: number;
  column: number;
  /** 1-based line and column just past the value's end. */
  endLine: number;
  endColumn: number;
}

/** A secret in a structured value: the path of the string that holds it, and its category. */
export interface ValueSecretFinding {
  /** `failed_approaches[2].why_failed`; `''` for a root string. */
  path: string;
  category: SecretCategory;
}

/** The text put where a secret value was. */
export const REDACTED = '[REDACTED]';

/** Find every secret in `text`, in order, in one linear pass. Findings never hold the value. */
export function findSecrets(text: string): SecretFinding[] {
  const hits: Hit[] = [];
  scanText(text, false, hits);
  return locate(text, hits);
}

/**
 * Replace each secret value with `[REDACTED]`; an assignment keeps its name and operator
 * (`password=[REDACTED]`), a URL its user (`postgres://app:[REDACTED]@db`). Idempotent.
 */
export function redactSecrets(text: string): { text: string; findings: SecretFinding[] } {
  const findings = findSecrets(text);
  if (findings.length === 0) return { text, findings };
  const parts: string[] = [];
  let at = 0;
  for (const finding of findings) {
    parts.push(text.slice(at, finding.offset), REDACTED);
    at = finding.offset + finding.length;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), findings };
}

/**
 * Find secrets in every string of a JSON-like value (objects and arrays, walked with an
 * explicit stack, so depth cannot overflow it; cycles are visited once). Keys are not
 * scanned. One finding per (path, category), in document order.
 */
export function findSecretsInValue(value: unknown): ValueSecretFinding[] {
  const out: ValueSecretFinding[] = [];
  const seen = new Set<object>();
  const stack: Array<{ path: string; value: unknown }> = [{ path: '', value }];
  while (stack.length > 0) {
    const { path, value: current } = stack.pop()!;
    if (typeof current === 'string') {
      const categories = new Set<SecretCategory>();
      for (const finding of findSecrets(current)) categories.add(finding.category);
      for (const category of categories) out.push({ path, category });
      continue;
    }
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ path: `${path}[${i}]`, value: current[i] });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ path: childPath(path, key), value: (current as Record<string, unknown>)[key] });
      }
    }
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function childPath(parent: string, key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** Turn offsets into findings with lines and columns, walking the text once. */
function locate(text: string, hits: readonly Hit[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  let line = 1;
  let lineStart = 0;
  let p = 0;
  const advance = (to: number): void => {
    for (; p < to; p++) {
      const c = text.charCodeAt(p);
      if (c === 10) {
        line++;
        lineStart = p + 1;
      } else if (c === 13) {
        if (text.charCodeAt(p + 1) === 10) p++;
        line++;
        lineStart = p + 1;
      }
    }
  };
  for (const hit of hits) {
    advance(hit.start);
    const startLine = line;
    const column = hit.start - lineStart + 1;
    advance(hit.end);
    findings.push({
      category: hit.category,
      offset: hit.start,
      length: hit.end - hit.start,
      line: startLine,
      column,
      endLine: line,
      endColumn: hit.end - lineStart + 1,
    });
  }
  return findings;
}
