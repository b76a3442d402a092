/** A place in a text: 1-based line and column (UTF-16 code units), 0-based offset. */
export interface Point {
  line: number;
  column: number;
  offset: number;
}

/** A range of a text; `end` is exclusive, as in unist. */
export interface Span {
  start: Point;
  end: Point;
}
