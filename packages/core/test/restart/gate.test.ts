import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { restartGate, runRestartGate } from '@handoff/core/restart';

// The example observation document of the published session-restart reference (answers CREATE_FRESH).
const SEED = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../test-fixtures/restart/observation.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;
const raw = (text: string) => runRestartGate(new TextEncoder().encode(text));
const seedWith = (patch: Record<string, string>) => {
  let text = JSON.stringify(SEED);
  for (const [key, literal] of Object.entries(patch)) {
    text = text.includes(`"${key}":`)
      ? text.replace(new RegExp(`"${key}":[^,}]*`), `"${key}":${literal}`)
      : text.replace(/}$/, `,"${key}":${literal}}`);
  }
  return raw(text);
};
const INVALID = '{"action": "BLOCKED", "reason": "invalid_input"}\n';

describe('restart gate: published anchors', () => {
  it('answers the seed example with CREATE_FRESH and its exact line', () => {
    const answer = restartGate(SEED);
    expect(answer.stdout).toBe(
      '{"action": "CREATE_FRESH", "assessment": {"basis": "estimated_token_proxy_not_billing", "context_occupancy": ' +
        'null, "context_pressure": false, "estimated_net_tokens_saved": 185000, "health_rotation_qualified": false, ' +
        '"horizon_calls": 3, "materially_smaller_start": true, "pays_back_with_margin": true}, "reason": ' +
        '"record_identity_and_receipt_before_retry"}\n',
    );
    expect(answer.exitCode).toBe(0);
  });

  it.each([
    [
      'remaining_calls=999 caps the horizon at 3',
      { remaining_calls: '999' },
      'CREATE_FRESH',
      { horizon_calls: 3, net: 185000 },
    ],
    ['current=16000 does not pay back', { current_input_tokens: '16000', compactions: '0' }, 'CONTINUE', undefined],
    [
      'explicit restart with unknown current',
      { current_input_tokens: 'null', explicit_restart: 'true' },
      'CREATE_FRESH',
      undefined,
    ],
    [
      'explicit restart with an active writer',
      { current_input_tokens: 'null', explicit_restart: 'true', active_writers: '1' },
      'WAIT_SAFE_BOUNDARY',
      undefined,
    ],
    [
      'pressure with unknown overhead',
      { context_pressure: 'true', restart_overhead_tokens: 'null' },
      'CREATE_FRESH',
      undefined,
    ],
    [
      'pressure with fresh=79000',
      { context_pressure: 'true', restart_overhead_tokens: 'null', fresh_input_tokens: '79000' },
      'CHECKPOINT_ONLY',
      undefined,
    ],
  ] as const)('%s', (_name, patch, action, economics) => {
    const answer = seedWith(patch as Record<string, string>);
    expect(answer.action).toBe(action);
    if (economics) {
      expect(answer.assessment?.horizon_calls).toMatchObject({ value: 3n });
      expect(answer.stdout).toContain(`"estimated_net_tokens_saved": ${economics.net}`);
    }
  });

  it.each(['null', 'true', '-1', 'NaN', 'Infinity'])('daily age with current=%s is CHECKPOINT_ONLY', (current) => {
    const answer = seedWith({
      mode: '"daily"',
      compactions: '0',
      session_age_seconds: '90000',
      current_input_tokens: current,
    });
    expect(answer.action).toBe('CHECKPOINT_ONLY');
    expect(answer.exitCode).toBe(0);
  });

  it.each([
    ['[]', '[]'],
    ['{', '{'],
    ['65,537 bytes', 'x'.repeat(65_537)],
    ['empty input', ''],
    ['a lone string', '"x"'],
    ['invalid UTF-8', '\u0000'],
  ])('%s is BLOCKED invalid_input with exit 2', (_name, text) => {
    const answer = _name === 'invalid UTF-8' ? runRestartGate(new Uint8Array([0x7b, 0xff, 0x7d])) : raw(text);
    expect(answer.stdout).toBe(INVALID);
    expect(answer.exitCode).toBe(2);
  });
});

describe('restart gate: decision order', () => {
  it.each([
    ['schema 1.0 is not an int', { schema: '1.0' }, 'BLOCKED', 'unsupported_schema'],
    ['schema true is not an int', { schema: 'true' }, 'BLOCKED', 'unsupported_schema'],
    ['blank source (Python whitespace \\u001c)', { source_id: '"\\u001c"' }, 'BLOCKED', 'source_identity'],
    [
      'BOM is not Python whitespace',
      { source_id: '"\\ufeff"' },
      'CREATE_FRESH',
      'record_identity_and_receipt_before_retry',
    ],
    ['blank goal', { goal_id: '" "' }, 'BLOCKED', 'goal_identity'],
    [
      'committed to the source itself',
      { ownership_committed: 'true', target_id: '"source"' },
      'BLOCKED',
      'committed_target_identity',
    ],
    [
      'committed without takeover readback',
      { ownership_committed: 'true', target_id: '"t"' },
      'VERIFY_TAKEOVER',
      'source_remains_readonly',
    ],
    ['remaining_work false', { remaining_work: 'false' }, 'FINISH', 'remaining_work'],
    ['remaining_work 1 (not a bool)', { remaining_work: '1' }, 'BLOCKED', 'remaining_work'],
    ['unmeasurable budget', { required_budget_unmeasurable: 'true' }, 'BLOCKED', 'required_budget_unmeasurable'],
    ['unknown mode', { mode: '"Adaptive"' }, 'BLOCKED', 'invalid_mode'],
    ['mode off', { mode: '"off"' }, 'CHECKPOINT_ONLY', 'restart_not_authorized'],
    ['uncertain create', { creation_status: '"unknown"' }, 'RECONCILE_TARGET', 'never_retry_uncertain_create'],
    ['unexpected create status', { creation_status: '"sent"' }, 'BLOCKED', 'creation_status'],
    ['target before sending', { target_id: '[0]' }, 'RECONCILE_TARGET', 'unexpected_target'],
    ['confirmed without target', { creation_status: '"confirmed"' }, 'BLOCKED', 'target_identity'],
    [
      'confirmed without ACK',
      { creation_status: '"confirmed"', target_id: '"t"' },
      'VERIFY_TARGET',
      'exact_goal_checkpoint_and_target_ack_required',
    ],
    [
      'confirmed with ACK',
      { creation_status: '"confirmed"', target_id: '"t"', ack_matches: 'true' },
      'COMMIT_TRANSFER',
      'conditional_transfer_required_target_stays_readonly',
    ],
    [
      'pending operations as -0.0 count as zero',
      { pending_operations: '-0.0' },
      'CREATE_FRESH',
      'record_identity_and_receipt_before_retry',
    ],
    ['checkpoint not current', { checkpoint_current: 'false' }, 'CHECKPOINT', 'persist_and_verify_current_state'],
    [
      'duplicate keys: the last wins',
      { schema: '2, "schema": 1' },
      'CREATE_FRESH',
      'record_identity_and_receipt_before_retry',
    ],
  ] as const)('%s', (_name, patch, action, reason) => {
    const answer = seedWith(patch as Record<string, string>);
    expect([answer.action, answer.reason]).toEqual([action, reason]);
    expect(answer.exitCode).toBe(action === 'BLOCKED' ? 2 : 0);
  });
});

describe('restart gate: Python number format', () => {
  it.each([
    ['a float count prints as Python repr', { remaining_calls: '3.0' }, '"horizon_calls": 3.0'],
    [
      'big ints stay exact',
      { current_input_tokens: '100000000000000000015000', remaining_calls: '1' },
      '"estimated_net_tokens_saved": 99999999999999999990000',
    ],
    [
      '1e16 style exponent',
      { current_input_tokens: '1e16', fresh_input_tokens: '0', restart_overhead_tokens: '0', remaining_calls: '1' },
      '"estimated_net_tokens_saved": 1e+16',
    ],
    ['occupancy float', { context_capacity_tokens: '100000' }, '"context_occupancy": 0.8'],
    [
      'an overflowing float sum prints Infinity',
      { current_input_tokens: '1.7e308', fresh_input_tokens: '0', restart_overhead_tokens: '0', remaining_calls: '3' },
      '"estimated_net_tokens_saved": Infinity',
    ],
  ] as const)('%s', (_name, patch, fragment) => {
    expect(seedWith(patch as Record<string, string>).stdout).toContain(fragment);
  });
});

describe('restart gate: never a crash', () => {
  it.each([
    ['100,000 open brackets', '['.repeat(100_000)],
    ['995 nested arrays (Python: RecursionError)', `${'['.repeat(995)}${']'.repeat(995)}`],
    ['an int of 4,301 digits', `{"schema": ${'1'.repeat(4301)}}`],
  ])('%s answers BLOCKED invalid_input', (_name, text) => {
    expect(raw(text).stdout).toBe(INVALID);
  });

  it('accepts 994 nested levels like Python does', () => {
    expect(raw(`{"a": ${'['.repeat(993)}${']'.repeat(993)}}`).reason).toBe('unsupported_schema');
  });

  it.each([
    [
      'an int too large for float arithmetic',
      { current_input_tokens: `1${'0'.repeat(400)}`, fresh_input_tokens: '1.5' },
    ],
    ['a product over 4,300 digits', { current_input_tokens: '9'.repeat(4300), fresh_input_tokens: '0' }],
  ])('%s (Python: traceback) answers BLOCKED invalid_input', (_name, patch) => {
    expect(seedWith(patch).stdout).toBe(INVALID);
  });
});
