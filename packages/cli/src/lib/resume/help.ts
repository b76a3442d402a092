/** `handoff resume --help`. */
export const RESUME_HELP = `Usage: handoff resume <verb> [options]

Write, read and acknowledge the session handoff (RESUME.md and its record).

Verbs:
  write      Validate a record and store it with RESUME.md and an archive copy
  lint       Validate a record without writing anything
  read       Print RESUME.md (or the stored record with --json)
  status     Print the read gate: none, blocked or clear (always exits 0)
  ack        Acknowledge the handoff with a 2-6 line summary in your own words
  learnings  Print each failed approach as a JSON Lines learning candidate

Common options:
  --dir D    The .handoff folder itself (default ./.handoff)
  -h, --help Show help for a verb: handoff resume <verb> --help

Exit codes: 0 done; 1 record or ack refused (one line per defect), or no record;
2 usage error.
`;

/** Help for each verb. */
export const VERB_HELP: Record<string, string> = {
  write: `Usage: handoff resume write --from FILE|- [--dir D] [--json]

Validate the handoff record (JSON) and, when it passes, store it under D:
state/session-handoff.json, RESUME.md and archive/<UTC time>-resume.md.
A refused record writes nothing and prints one line per defect.
The read gate becomes blocked until the next session acknowledges it.

Options:
  --from FILE|-  The record as JSON; - reads standard input
  --dir D        The .handoff folder (default ./.handoff)
  --json         Print the result as JSON

Exit codes: 0 stored; 1 refused, nothing written (one line per defect); 2 a usage
error or an unreadable input or store.
`,
  lint: `Usage: handoff resume lint --from FILE|- [--json]

Validate a handoff record without writing anything; every defect is listed.

Options:
  --from FILE|-  The record as JSON; - reads standard input
  --json         Print the result as JSON

Exit codes: 0 the record passes; 1 it does not (one line per defect); 2 a usage error
or an unreadable input.
`,
  read: `Usage: handoff resume read [--dir D] [--json]

Print RESUME.md, or the stored record with --json.

Exit codes: 0 printed; 1 no record was written yet; 2 a usage error or an unreadable store.
`,
  status: `Usage: handoff resume status [--dir D] [--json]

Print the read gate as the first line: none (no record), blocked (not yet
acknowledged) or clear; --json prints the whole status.

Exit codes: 0 whatever the gate says; 2 a usage error or an unreadable store.
`,
  ack: `Usage: handoff resume ack --summary-file FILE|- [--expect-digest SHA256] [--dir D] [--json]

Acknowledge the current handoff with a summary in your own words: 2 to 6
non-empty lines, not copied from RESUME.md. It binds to the record's digest;
a new write blocks the gate again.

Options:
  --summary-file FILE|-   The summary; - reads standard input
  --expect-digest SHA256  The sha256= that the RESUME.md you read shows; if the
                          record was written again since, the ack is refused
                          (ack-stale, exit 1) instead of clearing the gate for
                          a handoff you did not read
  --dir D                 The .handoff folder (default ./.handoff)
  --json                  Print the result as JSON

Exit codes: 0 acknowledged, the gate is clear; 1 refused (too few or too many lines,
copied from RESUME.md, a stale digest, no record); 2 a usage error or an unreadable input.
`,
  learnings: `Usage: handoff resume learnings [--dir D]

Print each failed approach of the stored record as one JSON line:
{"pattern":"<approach> — <why_failed>","outcome":"failed"}

Exit codes: 0 printed; 1 no record was written yet; 2 a usage error or an unreadable store.
`,
};
