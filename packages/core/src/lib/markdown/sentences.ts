/**
 * Where a sentence ends: a full stop or a mark of a question or an exclamation before a space or the end of the text,
 * a full-width one, or a line end. A dot inside a name (`.env`, `cli.py`, `v1.2`) ends no sentence, and a semicolon
 * joins two clauses of one (`The smoke test failed; that was fixed`).
 */
const SENTENCE_END = /[.!?](?!\S)|[。！？\n]/u;

/** The sentences of a run of plain text, as a reader splits them (`SENTENCE_END`). */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END);
}
