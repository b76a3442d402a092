import { linesAbove, lineStart } from './chars.js';
import type { Hit } from './hit.js';

/*
 * A Google API key (`AIza…`) is also Firebase's key for browsers, which a web app's bundle holds and which Firebase's
 * documentation calls public by design (access is limited by the project's rules and the key's restrictions, not by
 * keeping it). The text says which it is by the name it gives the key (docs/secrets.md, "Published examples and local
 * placeholders"): a name that says public or Firebase (`NEXT_PUBLIC_FIREBASE_API_KEY=…`,
 * `apiKey: process.env.NEXT_PUBLIC_… || "…"`); where the name says only that it is a key (`apiKey`, `API Key`,
 * `value`) or there is none (`grep "…"`), the line before (`const firebaseConfig = {`,
 * `- variable: NEXT_PUBLIC_FIREBASE_API_KEY`, `# Firebase config`). Any other name is the key's own
 * (`GEMINI_API_KEY=…`, `GOOGLE_MAPS_API_KEY=…`), and a firebase command that sets it names it so
 * (`functions:config:set gemini.key="…"`).
 */

/** How far back a name or the line before is looked for. */
const LOOK_BACK = 400;

/** The name a value is set to, right before it: `NAME=`, `NAME: `, `"NAME": "`, `process.env.NAME || "`. */
const OWNER = /([A-Za-z_][\w.-]*)["'`]?\s*(?:[:=]|\|\||\?\?)\s*["'`]?$/;

/** A name that says only that the value is a key. */
const GENERIC_OWNER = /^(?:api[_-]?key|key|value)$/i;

/** A name that says the key is for browsers. */
const PUBLIC_OWNER = /public|firebase/i;

/** A line that names a browser key's setting or Firebase. */
const PUBLIC_CONTEXT = /firebase|(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+_)*PUBLIC_[A-Za-z0-9_]+/i;

/** Whether the key that starts at `start` is named a browser key by the text around it. */
function namedBrowserKey(text: string, start: number): boolean {
  const from = lineStart(text, start, LOOK_BACK);
  if (from < 0) return false;
  const owner = OWNER.exec(text.slice(from, start))?.[1];
  if (owner !== undefined && !GENERIC_OWNER.test(owner)) return PUBLIC_OWNER.test(owner);
  const before = linesAbove(text, from, LOOK_BACK).next();
  return !before.done && PUBLIC_CONTEXT.test(before.value.line);
}

/** `hits` with each Google API key the text names one for browsers marked as an example: the linter lets it pass. */
export function withBrowserKeysKnown(text: string, hits: readonly Hit[]): readonly Hit[] {
  if (!hits.some((hit) => hit.category === 'google-api-key')) return hits;
  return hits.map((hit) =>
    hit.category === 'google-api-key' && !hit.example && namedBrowserKey(text, hit.start)
      ? { ...hit, example: true }
      : hit,
  );
}
