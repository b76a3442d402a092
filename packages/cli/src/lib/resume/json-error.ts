/** Where and why a text is not valid JSON. */
export interface JsonProblem {
  /** 0-based UTF-16 offset of the first offending character (the text's length at a premature end). */
  offset: number;
  problem: string;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

/**
 * Find the first syntax error of a JSON text without echoing any of it (the native message
 * quotes the input, which may hold a secret). Iterative, so deep nesting cannot overflow the
 * stack. Returns `null` for valid JSON.
 */
export function findJsonProblem(text: string): JsonProblem | null {
  const stack: Array<'{' | '['> = [];
  let i = 0;
  // What the scanner expects next.
  let expect: 'value' | 'key-or-close' | 'key' | 'colon' | 'after-value' | 'value-or-close' = 'value';
  const fail = (problem: string, at = i): JsonProblem => ({
    offset: at,
    problem: at >= text.length ? 'unexpected end of input' : problem,
  });

  for (;;) {
    while (i < text.length && WS.has(text[i]!)) i++;
    const c = text[i];
    if (c === undefined) {
      return expect === 'after-value' && stack.length === 0 ? null : fail('unexpected end of input');
    }
    switch (expect) {
      case 'value':
      case 'value-or-close': {
        if (expect === 'value-or-close' && c === ']') {
          stack.pop();
          i++;
          expect = 'after-value';
          break;
        }
        if (c === '{') {
          stack.push('{');
          i++;
          expect = 'key-or-close';
        } else if (c === '[') {
          stack.push('[');
          i++;
          expect = 'value-or-close';
        } else if (c === '"') {
          const problem = skipString();
          if (problem) return problem;
          expect = 'after-value';
        } else if (c === '-' || (c >= '0' && c <= '9')) {
          NUMBER.lastIndex = i;
          if (!NUMBER.test(text)) return fail('invalid number');
          i = NUMBER.lastIndex;
          expect = 'after-value';
        } else {
          const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
          if (!literal)
            return fail(
              c === '}' || c === ']'
                ? `unexpected \`${c}\` where a value belongs`
                : 'unexpected character where a value belongs',
            );
          i += literal.length;
          expect = 'after-value';
        }
        break;
      }
      case 'key-or-close':
      case 'key': {
        if (c === '}' && expect === 'key-or-close') {
          stack.pop();
          i++;
          expect = 'after-value';
        } else if (c === '"') {
          const problem = skipString();
          if (problem) return problem;
          expect = 'colon';
        } else {
          return fail(c === '}' ? 'trailing comma before `}`' : 'expected a quoted property name');
        }
        break;
      }
      case 'colon':
        if (c !== ':') return fail('expected `:` after a property name');
        i++;
        expect = 'value';
        break;
      case 'after-value': {
        const top = stack[stack.length - 1];
        if (top === undefined) return fail('unexpected text after the JSON value');
        if (c === ',') {
          i++;
          expect = top === '{' ? 'key' : 'value';
          if (top === '[') {
            let j = i;
            while (j < text.length && WS.has(text[j]!)) j++;
            if (text[j] === ']') return fail('trailing comma before `]`', j);
          }
        } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
          stack.pop();
          i++;
        } else {
          return fail(top === '{' ? 'expected `,` or `}`' : 'expected `,` or `]`');
        }
        break;
      }
    }
  }

  function skipString(): JsonProblem | null {
    const start = i;
    i++;
    while (i < text.length) {
      const ch = text[i]!;
      if (ch === '"') {
        i++;
        return null;
      }
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          HEX4.lastIndex = i + 2;
          if (!HEX4.test(text)) return fail('invalid `\\u` escape in a string');
          i += 6;
        } else if (next !== undefined && ESCAPES.has(next)) {
          i += 2;
        } else {
          return fail('invalid escape in a string');
        }
      } else if (ch.charCodeAt(0) < 0x20) {
        return fail('unescaped control character (a raw line break?) in a string');
      } else {
        i++;
      }
    }
    return { offset: start, problem: 'unterminated string' };
  }
}

/** 1-based line and column (in characters) of a UTF-16 offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- columns count code points, as the message promises
  return { line, column: [...text.slice(lineStart, offset)].length + 1 };
}
