import { ARGUMENT_PROGRAMS, PROGRAMS } from '../command-vocabulary.js';

const PROGRAM_SET: ReadonlySet<string> = new Set(PROGRAMS);
const ARGUMENT_PROGRAM_SET: ReadonlySet<string> = new Set(ARGUMENT_PROGRAMS);

// What may stand before the command on its line: a list marker or number, a checkbox, a
// prompt (`$`, `>`, `%`), emphasis marks, and a lead-in verb with an optional colon.
const LEAD = /^[\s>*_~]*(?:(?:[-+*]|\d{1,9}[.)])\s+)?(?:\[[ xX]\]\s*)?[*_]*(?:[$%>]\s*)?/u;
const LEAD_IN_VERB = /^(?:then\s+)?(?:run|execute|type|enter|invoke|call)\b\s*:?\s*/iu;
/** A word that is an argument, not prose: a flag, a path or file name, an assignment, a glob. */
const ARGUMENT = /^(?:-{1,2}[\w-]|[\w.~@-]*[/\\.=*:][\w./\\=*:@${}-]*$)/u;
/** The extensions of a script that runs as written; a relative path may also name a program (`./gradlew`, `x.exe`). */
const RUN_AS_WRITTEN = 'sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1|bat|cmd|command';
const RUNNABLE_NAME = String.raw`(?:[\w-]+|[\w.-]*\.(?:${RUN_AS_WRITTEN}|exe))`;
/**
 * A path that runs as written: a relative one to a program or a script (`./gradlew`, `../tools/x`,
 * `./deploy.sh`), or an absolute one where programs live (`/usr/local/bin/x`, `/opt/app/sbin/start`)
 * or to a script (`/srv/app/deploy.sh`). Not a folder (`/docs/api/`), a document or data file
 * (`./docs/README.md`, `~/.claude/plans/x.md`), nor an absolute path of words, which is a route or a
 * place (`/analyze/cycle/sensitivity`, `/api/users`).
 */
const EXECUTABLE_PATH = new RegExp(
  String.raw`^(?:(?:\.{1,2}\/|~\/)(?:[\w.-]+\/)*${RUNNABLE_NAME}|\/(?:[\w.-]+\/)*s?bin\/[\w.-]+|` +
    String.raw`\/(?:[\w.-]+\/)*[\w.-]*\.(?:${RUN_AS_WRITTEN}))$`,
  'u',
);
/** A script in a folder, run with arguments: `scripts/build.sh --prod`, `bin/rails db:migrate`. */
const SCRIPT_PATH = /^[\w.-]+\/[\w./-]*\.(?:sh|bash|py|js|mjs|cjs|ts|rb|pl|ps1|bat|cmd)$|^bin\/[\w.-]+$/u;
/**
 * A file that is run, not read, by its extension alone: a shell, batch or PowerShell script,
 * with or without a folder (`setup.bat`, `run_app.bat`, `scripts/deploy.sh`). Source files
 * (`.py`, `.js`, `.ts`) are not: `Update setup.py` names a file to edit.
 */
const SCRIPT_FILE = /^(?:[\w.~-]+\/)*[\w.-]*\w\.(?:sh|bash|zsh|bat|cmd|ps1|command)$/iu;
/** A relative path to a file with no extension, run as written: `./gradlew`, `../bin/setup`, `~/bin/sync`. */
const RELATIVE_EXECUTABLE = /^(?:\.{1,2}|~)\/(?:[\w.-]+\/)*[\w-]+$/u;
/** What may enclose a word that names a script inside prose: brackets, quotes, emphasis, a closing comma or stop. */
const ENCLOSING = /^[([{"'“‘*_]+|[)\]}"'”’*_,;:.!?]+$/gu;
/** An agent's slash command: `/gsd:execute-phase 3`, `/handoff:resume`, `/clear`. */
const SLASH_COMMAND = /^\/[a-z][\w-]*(?::[\w-]+)*$/u;
/** A program name as written at the start of an invocation: lower case, with digits, dots, dashes, underscores. */
const PROGRAM_NAME = /^[a-z][a-z0-9._-]*$/u;

/** The words of a line, after what may stand before its command (`LEAD`, a lead-in verb). */
function wordsAfterLead(line: string): string[] {
  const rest = line.replace(LEAD, '').replace(LEAD_IN_VERB, '');
  return rest.split(/\s+/u).filter((word) => word !== '');
}

/**
 * Whether a line of prose starts with a command a reader can run (docs/handoff-rules.md,
 * "Commands"): after a list marker, a checkbox, a prompt (`$`) or a lead-in verb (`Run:`), its
 * first word is a program of `PROGRAMS` (`npm run build`), a program of `ARGUMENT_PROGRAMS`
 * with an argument that is no plain word (`make -j4`, `go test ./...`) or with one or two
 * words and nothing else (`make test`), a path that runs as written (`./deploy.sh`), a script
 * in a folder with arguments (`scripts/build.sh --prod`), or an agent's slash command
 * (`/gsd:execute-phase 3`). `Make sure it builds`, `Go to the settings
 * page` and `NPM is the registry` are not.
 */
export function startsWithCommand(line: string): boolean {
  const words = wordsAfterLead(line);
  const first = words[0]?.replace(/[`*_]+$/u, '');
  if (first === undefined) return false;
  if (EXECUTABLE_PATH.test(first) || SLASH_COMMAND.test(first)) return true;
  // A script named in a folder is a command when something is passed to it; alone it is a file name.
  if (SCRIPT_PATH.test(first)) return words.length > 1;
  const name = first.toLowerCase() === first ? first : '';
  if (PROGRAM_SET.has(name)) return true;
  if (ARGUMENT_PROGRAM_SET.has(name)) {
    const rest = words.slice(1);
    if (rest.length === 0) return false;
    if (ARGUMENT.test(rest[0]!)) return true;
    return rest.length <= 2 && rest.every((word) => PROGRAM_NAME.test(word));
  }
  return false;
}

/**
 * Whether a word names something a reader can run as it stands (docs/real-files.md, "A step
 * that names a script"): a script file by its extension (`setup.bat`, `./run.sh`,
 * `scripts/deploy.sh`) or a relative path to a file with no extension (`./gradlew`), once
 * brackets, quotes, emphasis and a closing comma or stop around it are dropped. An absolute path
 * (`/api/users`), a folder (`./build/`) and a document (`../docs/README.md`) are not.
 */
function namesScript(word: string): boolean {
  const bare = word.replace(ENCLOSING, '');
  return SCRIPT_FILE.test(bare) || RELATIVE_EXECUTABLE.test(bare);
}

/**
 * Whether a line of a step names a script a reader can run, anywhere in it: `Smoke test on a
 * fresh clone (setup.bat, run_app.bat, click through)`, `then ./run.sh`. Its code spans are
 * weighed on their own (`isInvocation`); pass the line without them.
 */
export function lineNamesScript(line: string): boolean {
  return line.split(/[\s,]+/u).some(namesScript);
}

/**
 * A clause that tells its reader to run something it names, or to do an act of version control, whose commands every
 * reader knows (docs/real-files.md, "An absence is claimed only where nothing could be the thing"): `Start T13: run
 * the muffet link checker`, `Re-run the full suite`, `Release v0.6.0 (commit, version bump, tag, push)`, `merge the
 * docs branch`. The verb opens the line or a clause (after a list marker, a colon, a comma, a parenthesis, `and` or
 * `then`) and something follows it: `We run it nightly` and `Commit: a6bc088` are no steps.
 */
const TELLS_TO_RUN = new RegExp(
  String.raw`(?:^|[:;,(—–]\s*|\s(?:and|then)\s+)(?:re-?run|run|execute|launch|commit|push|tag|merge|rebase|` +
    // The same verbs in the other languages of the concepts table, as their hand-overs write the step (`Rodar git
    // status`, the eighty-ninth sample's Portuguese hand-over): Portuguese, Spanish, Italian, French, German, Dutch.
    String.raw`rodar|executar|ejecutar|correr|eseguire|esegui|exécuter|executer|lancer|ausführen|starten|uitvoeren)` +
    String.raw`(?=[\s,)])`,
  'iu',
);

/** Whether a line of a step tells its reader to run something it names (see `TELLS_TO_RUN`). */
export function tellsToRun(line: string): boolean {
  return TELLS_TO_RUN.test(line.replace(LEAD, ''));
}

/**
 * Whether the content of a code span is an invocation: it starts with a command
 * (`startsWithCommand`), or it is a lower-case program name followed by arguments
 * (`reviewgate setup`, `owl project show --json`). A path, an identifier or a sentence in
 * backticks (`src/app.ts`, `TokenCache`, `Closes #134`) is not.
 */
export function isInvocation(code: string): boolean {
  if (startsWithCommand(code)) return true;
  const words = code.trim().split(/\s+/u);
  // A script named alone in backticks is run as it stands: `setup.bat`, `./run.sh`.
  if (words.length === 1 && namesScript(words[0]!)) return true;
  return words.length >= 2 && PROGRAM_NAME.test(words[0]!) && !/[/\\]/.test(words[0]!);
}

/**
 * Whether text before a code span states it as a command: it ends with `run`, `execute`, `type`, `enter` or a colon.
 */
export function leadsIntoCommand(before: string): boolean {
  return /(?:^|\s)(?:run|execute|type|enter|invoke|call)\s*:?\s*$|[:→]\s*$|->\s*$/iu.test(before);
}
