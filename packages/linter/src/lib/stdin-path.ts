/** The name a nameless standard input is reported under. */
export const STDIN_PATH = '<stdin>';
