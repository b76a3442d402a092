/** A version as numbers: `1.26.4` → `[1, 26, 4]`. */
type Version = readonly number[];

/** A set of versions: from `lo` to `hi`, each bound open (`null`) or inclusive or not. */
export interface VersionRange {
  lo: Version | null;
  loInclusive: boolean;
  hi: Version | null;
  hiInclusive: boolean;
}

const ANY: VersionRange = { lo: null, loInclusive: true, hi: null, hiInclusive: true };

/** `v1.2.3`, `1.2`, `7` → numbers; `null` for what is not a version. */
function parseVersion(text: string): Version | null {
  const match = /^v?(\d+(?:\.\d+)*)/.exec(text.trim());
  return match ? match[1]!.split('.').map(Number) : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

const bump = (v: Version, at: number): Version => [...v.slice(0, at), (v[at] ?? 0) + 1];

/** The versions a written prefix stands for: `7` → 7.x, `5.4` → 5.4.x, `1.2.3` → exactly 1.2.3. */
export function prefixRange(text: string): VersionRange | null {
  const cleaned = text.trim().replace(/(\.(x|\*))+$/i, '');
  const v = parseVersion(cleaned);
  if (v === null) return null;
  if (v.length >= 3) return { lo: v, loInclusive: true, hi: v, hiInclusive: true };
  return { lo: v, loInclusive: true, hi: bump(v, v.length - 1), hiInclusive: false };
}

function intersect(a: VersionRange, b: VersionRange): VersionRange {
  let { lo, loInclusive, hi, hiInclusive } = a;
  if (b.lo !== null && (lo === null || compare(b.lo, lo) > 0 || (compare(b.lo, lo) === 0 && !b.loInclusive))) {
    lo = b.lo;
    loInclusive = b.loInclusive;
  }
  if (b.hi !== null && (hi === null || compare(b.hi, hi) < 0 || (compare(b.hi, hi) === 0 && !b.hiInclusive))) {
    hi = b.hi;
    hiInclusive = b.hiInclusive;
  }
  return { lo, loInclusive, hi, hiInclusive };
}

/** One comparator: `^1.2`, `~1.2.3`, `~=1.4`, `~> 7.0`, `>=1.24`, `<2`, `==2.31.*`, `1.2.x`, `=1.0`. */
function comparatorRange(text: string, bareIsCaret: boolean): VersionRange | null {
  const match = /^(\^|~>|~=|~|>=|<=|>|<|===|==|=|!=)?\s*(v?\d[\w.*+-]*)$/.exec(text.trim());
  if (!match) return null;
  const op = match[1] ?? '';
  const version = match[2]!;
  const v = parseVersion(version);
  if (v === null) return null;
  switch (op) {
    case '!=':
      return ANY;
    case '>=':
      return { lo: v, loInclusive: true, hi: null, hiInclusive: true };
    case '>':
      return { lo: v, loInclusive: false, hi: null, hiInclusive: true };
    case '<=':
      return { lo: null, loInclusive: true, hi: v, hiInclusive: true };
    case '<':
      return { lo: null, loInclusive: true, hi: v, hiInclusive: false };
    case '^': {
      const at = v.findIndex((n) => n !== 0);
      return {
        lo: v,
        loInclusive: true,
        hi: bump(v, at < 0 ? v.length - 1 : Math.min(at, v.length - 1)),
        hiInclusive: false,
      };
    }
    case '~':
      return { lo: v, loInclusive: true, hi: bump(v, v.length >= 2 ? 1 : 0), hiInclusive: false };
    case '~=':
    case '~>':
      return { lo: v, loInclusive: true, hi: bump(v, Math.max(0, v.length - 2)), hiInclusive: false };
    default:
      if (/[x*]/i.test(version) || (op === '' && !bareIsCaret && v.length < 3)) return prefixRange(version);
      if (op === '' && bareIsCaret) return comparatorRange(`^${version}`, false);
      return { lo: v, loInclusive: true, hi: v, hiInclusive: true };
  }
}

/**
 * The versions a constraint allows, in the forms of npm (`^7.1.4`, `7.x`, `>=1 <2`), pip
 * (`==2.31.0`, `<2.32`, `>=1.24,<2`, `~=1.4`), Go (`v1.2.3`), Cargo (`1.0` is `^1.0`) and Gems
 * (`~> 7.0`). `null` when it is no constraint at all (`latest`, `*`, a tag, a URL).
 */
export function parseConstraint(text: string, options: { bareIsCaret?: boolean } = {}): VersionRange | null {
  const parts = text
    .trim()
    .split(/\s*,\s*|\s+(?=[<>=!~^])/)
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  let range: VersionRange = ANY;
  for (const part of parts) {
    const one = comparatorRange(part, options.bareIsCaret ?? false);
    if (one === null) return null;
    range = intersect(range, one);
  }
  return range.lo === null && range.hi === null ? null : range;
}

/** Whether every version of `inner` is in `outer`. */
export function rangeWithin(inner: VersionRange, outer: VersionRange): boolean {
  if (outer.lo !== null) {
    if (inner.lo === null) return false;
    const d = compare(inner.lo, outer.lo);
    if (d < 0 || (d === 0 && inner.loInclusive && !outer.loInclusive)) return false;
  }
  if (outer.hi !== null) {
    if (inner.hi === null) return false;
    const d = compare(inner.hi, outer.hi);
    if (d > 0 || (d === 0 && inner.hiInclusive && !outer.hiInclusive)) return false;
  }
  return true;
}

/** A range as the report shows it: `7.x`, `< 2.32`, `>= 1.24 < 2`, `2.31.0`. */
export function showRange(range: VersionRange): string {
  const v = (x: Version) => x.join('.');
  if (range.lo !== null && range.hi !== null && compare(range.lo, range.hi) === 0) return v(range.lo);
  if (range.lo !== null && range.hi !== null && range.loInclusive && !range.hiInclusive) {
    const k = range.hi.length - 1;
    // The lower bound to as many places as the upper one (`>=1 <1.1` is 1.0.x, not 1.x).
    const lo = range.lo;
    const head = Array.from({ length: k + 1 }, (_, i) => lo[i] ?? 0);
    const sameHead = head.slice(0, k).every((n, i) => n === range.hi![i]);
    const rest = lo.slice(k + 1).every((n) => n === 0);
    if (sameHead && rest && range.hi[k] === head[k]! + 1) return `${v(head)}.x`;
  }
  const lo = range.lo === null ? '' : `${range.loInclusive ? '>=' : '>'} ${v(range.lo)}`;
  const hi = range.hi === null ? '' : `${range.hiInclusive ? '<=' : '<'} ${v(range.hi)}`;
  return [lo, hi].filter((s) => s !== '').join(' ');
}
