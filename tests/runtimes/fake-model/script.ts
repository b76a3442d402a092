// The scripted model behind every fake API server: a list of steps, one per model turn. The
// step a request gets is the number of turns the model already took in the conversation it
// carries (every step is exactly one turn: one tool call, or one text), so a refused call, a
// stop hook's feedback and a retried turn all move the script on the same way whatever the
// wire format. Requests that declare no tools are the runtimes' side questions (a title, a
// routing choice, whether the model speaks next): they get a fixed answer and move nothing.

/** What the model asks the runtime to do in one turn, independent of any runtime's tool names. */
export type Action =
  | { tool: 'shell'; command: string }
  | { tool: 'read'; path: string }
  | { tool: 'write'; path: string; content: string }
  | { tool: 'edit'; path: string; old: string; new: string }
  | { say: string };

/** One message of a conversation, as every API adapter reads it back from a request. */
export interface Turn {
  role: 'system' | 'user' | 'assistant' | 'tool';
  text: string;
  /** A tool result the runtime marked as an error (where the wire format says so). */
  isError?: boolean;
}

/** A request to the fake model, normalised from whichever API the runtime speaks. */
export interface ModelRequest {
  api: 'anthropic' | 'responses' | 'chat' | 'gemini';
  /** The names of the tools the runtime declared. */
  tools: string[];
  /** The conversation so far, the system prompt first. */
  turns: Turn[];
  /** The model turns already taken (assistant text or tool calls, one per step). */
  modelTurns: number;
}

/** The scripted model: answers a request with the step its conversation has reached. */
export class ScriptedModel {
  readonly requests: ModelRequest[] = [];
  /** Resolves once the last step has been answered. */
  readonly done: Promise<void>;
  private finish: () => void = () => undefined;

  /**
   * @param steps one action per model turn; the last repeats once the script is done
   * @param cwd the project the runtime runs in: relative paths in the steps are made absolute against it
   */
  constructor(
    private readonly steps: readonly Action[],
    readonly cwd: string,
  ) {
    this.done = new Promise((resolve) => (this.finish = resolve));
  }

  /** The action for a request with tools; the last step repeats once the script is done. */
  next(request: ModelRequest): Action {
    this.requests.push(request);
    if (request.tools.length === 0) return { say: 'ok' };
    if (request.modelTurns >= this.steps.length - 1) this.finish();
    return this.steps[Math.min(request.modelTurns, this.steps.length - 1)] ?? { say: 'Done.' };
  }

  /** Every tool result the runtime sent back, in order (each result once, from the longest conversation). */
  toolResults(): Turn[] {
    const longest = this.requests.reduce<ModelRequest | null>(
      (best, request) => (best === null || request.turns.length >= best.turns.length ? request : best),
      null,
    );
    return (longest?.turns ?? []).filter((turn) => turn.role === 'tool');
  }

  /** All the text the runtime sent the model, over every request (system prompts, context, results). */
  everything(): string {
    return this.requests.map((request) => request.turns.map((turn) => turn.text).join('\n')).join('\n');
  }
}
