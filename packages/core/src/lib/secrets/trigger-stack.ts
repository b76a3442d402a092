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

/** Sort the codes from `mark` to the top (by offset, then kind). */
export function sortTriggers(mark: number): void {
  if (top - mark > 1) codes.subarray(mark, top).sort();
}

/** The code at `index` (read afresh each time: a nested scan may have grown the array). */
export function triggerAt(index: number): number {
  return codes[index]!;
}

/** Drop the codes from `mark` up, when the scan that pushed them is done. */
export function releaseTriggers(mark: number): void {
  top = mark;
}
