/**
 * The trigger codes of every scan in progress, in one reused typed array: a scan pushes its
 * codes above those of the scan that called it (a handler's nested scan of a value), sorts
 * its own range and releases it when done. No scan allocates an array for its triggers.
 */
let codes = new Float64Array(1024);
let top = 0;

/** Where the next scan's codes start. */
export function triggerMark(): number {
  return top;
}

/** Append one code. */
export function pushTrigger(code: number): void {
  if (top === codes.length) {
    const bigger = new Float64Array(codes.length * 2);
    bigger.set(codes);
    codes = bigger;
  }
  codes[top++] = code;
}

/**
 * Up to this many codes are sorted by insertion: most scans (a value's nested scan, a note
 * with few anchors) have a handful, and a typed array's own sort costs a view and a call
 * into the runtime that dwarf sorting them.
 */
const INSERTION_SORT_MAX = 16;

/** Sort the codes from `mark` to the top (by offset, then kind). */
export function sortTriggers(mark: number): void {
  if (top - mark > INSERTION_SORT_MAX) {
    codes.subarray(mark, top).sort();
    return;
  }
  for (let i = mark + 1; i < top; i++) {
    const code = codes[i]!;
    let j = i - 1;
    while (j >= mark && codes[j]! > code) {
      codes[j + 1] = codes[j]!;
      j--;
    }
    codes[j + 1] = code;
  }
}

/** The code at `index` (read afresh each time: a nested scan may have grown the array). */
export function triggerAt(index: number): number {
  return codes[index]!;
}

/**
 * Past this many codes, the array is given back when the outermost scan ends (a hostile text may have needed millions).
 */
const RETAINED_MAX = 1 << 16;

/** Drop the codes from `mark` up, when the scan that pushed them is done. */
export function releaseTriggers(mark: number): void {
  top = mark;
  if (top === 0 && codes.length > RETAINED_MAX) codes = new Float64Array(1024);
}
