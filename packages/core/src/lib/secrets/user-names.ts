import type { Hit } from './hit.js';

/** How far before a value its user-name setting is looked for, in code units. */
const LOOK_BACK = 48;
/** The shortest value followed: a shorter one recurs by chance. */
const MIN_NAME = 8;

/**
 * A setting that gives a user's name, right before a value: a command's flag (`--username …`, `--user=…`) or a
 * setting's name (`username: …`, `"user_name": "…"`, `USER=…`); not a URL's user (`//user:…@`), whose colon is
 * followed by its password.
 */
const USER_NAME_BEFORE = /(?:--user(?:-?name)?[ =]|(?<![\w/.-])user(?:[-_]?name)?["'`]?[ \t]*[:=][ \t]*)["'`]?$/i;

/**
 * `hits` without the values the text also gives as a user's name (`--username <id>`, `username: <id>`): such a value
 * names the user wherever else it stands, and a label that says password before it does not make it one (`Reset user
 * password: \`<id>\``, the user whose password was reset: the hundred-and-eighty-first sample's summary gave a Cognito
 * user's id after `--username` and again after that label, two default errors, rejected, that failed its CI). Each
 * value is looked for once, and its places once each.
 */
export function withUserNamesKnown(text: string, hits: readonly Hit[]): readonly Hit[] {
  const names = new Set<string>();
  const read = new Set<string>();
  for (const hit of hits) {
    if (hit.end - hit.start < MIN_NAME) continue;
    const value = text.slice(hit.start, hit.end);
    if (read.has(value)) continue;
    read.add(value);
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length))
      if (USER_NAME_BEFORE.test(text.slice(Math.max(0, at - LOOK_BACK), at))) {
        names.add(value);
        break;
      }
  }
  return names.size === 0 ? hits : hits.filter((hit) => !names.has(text.slice(hit.start, hit.end)));
}
