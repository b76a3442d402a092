/**
 * `{ ...base, ...extra }`: the same keys in the same order, with the same values, built so that copies with the same
 * keys share one hidden class. On Node 20's V8 an object literal that opens with a spread and then gains a property
 * (`{ ...base, key }`) gets a hidden class of its own, allocated in the old generation: one per file, scope or
 * finding made tens of thousands a run, garbage only a full collection frees, and a class of its own for every
 * result kept to the end of the run (bench/README.md, "Memory"). `Object.assign` onto a fresh object follows the
 * shared transitions instead.
 */
export function copyWith<A extends object, B extends object>(base: A, extra: B): Omit<A, keyof B> & B {
  return Object.assign({}, base, extra);
}
