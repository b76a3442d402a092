/**
 * The first key that appears twice in one object of a valid JSON text, or `null`.
 * `JSON.parse` keeps the last value silently; a packet or ACK with a repeated field is
 * refused instead, so the two values cannot disagree unnoticed. Iterative (no recursion),
 * keys compared after decoding (`"GOAL_ID"` and `"GOAL\u005fID"` are the same key).
 */
export function firstDuplicateKey(text: string): string | null {
  const stack: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c /* \ */ ? 2 : 1;
      const keys = stack[stack.length - 1];
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b /* { */) {
      stack.push(new Set());
      expectKey = true;
    } else if (c === 0x5b /* [ */) {
      stack.push(null);
      expectKey = false;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = (stack[stack.length - 1] ?? null) !== null;
    }
  }
  return null;
}
