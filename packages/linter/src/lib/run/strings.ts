/** A copy of `text` that shares no storage with the string it was sliced from (a slice keeps the whole text alive). */
export function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** The strings a run's results hold, each kept once: the same message (and rule url) in many results is one string. */
export class StringPool {
  readonly #strings = new Map<string, string>();

  /** The one instance of `text` kept for the run. */
  shared(text: string): string {
    const known = this.#strings.get(text);
    if (known !== undefined) return known;
    this.#strings.set(text, text);
    return text;
  }
}
