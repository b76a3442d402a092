import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { restartGate } from '@handoff/core/restart';

// The example observation of the published session-restart reference (answers CREATE_FRESH).
const SEED = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../test-fixtures/restart/observation.json', import.meta.url)), 'utf8'),
) as Record<string, unknown>;

const COMMITTED = { ownership_committed: true, target_id: 'target' };
const TAKEN_OVER = { ...COMMITTED, target_takeover_readback: true, ack_matches: true };
const RETIRED = { ...TAKEN_OVER, source_retired_readback: true };
const CONFIRMED = { creation_status: 'confirmed', target_id: 'target' };

describe('restartGate: the later checks of decide()', () => {
  it.each([
    ['committed, takeover not read back', COMMITTED, 'VERIFY_TAKEOVER', 'source_remains_readonly'],
    [
      'committed, ack does not match',
      { ...COMMITTED, target_takeover_readback: true },
      'VERIFY_TAKEOVER',
      'source_remains_readonly',
    ],
    ['taken over, source not retired', TAKEN_OVER, 'VERIFY_SOURCE_RELEASE', 'do_not_archive_an_unreleased_source'],
    [
      'retired, archive status unknown',
      { ...RETIRED, archive_status: 'unknown' },
      'RECONCILE_ARCHIVE',
      'target_owns_work_never_recreate',
    ],
    [
      'retired and archived',
      { ...RETIRED, source_archived_readback: true },
      'COMPLETE',
      'takeover_and_archive_verified',
    ],
    ['retired, archive not authorised', RETIRED, 'ARCHIVE_PENDING', 'target_owns_work_source_remains_readonly'],
    [
      'retired, archive not supported',
      { ...RETIRED, archive_authorized: true },
      'ARCHIVE_PENDING',
      'target_owns_work_source_remains_readonly',
    ],
    [
      'retired, archive authorised and supported',
      { ...RETIRED, archive_authorized: true, archive_supported: true },
      'ARCHIVE_SOURCE',
      'archive_exact_source_only',
    ],
    ['not sent, measured, does not pay back', { fresh_input_tokens: 79000 }, 'CONTINUE', 'restart_does_not_pay_back'],
    [
      'not sent, no progress since the last restart',
      { progress_since_restart: false },
      'CONTINUE',
      'prevent_restart_without_progress',
    ],
    [
      'not sent, an explicit restart without progress',
      { progress_since_restart: false, explicit_restart: true, transfer_supported: false },
      'MANUAL_HANDOFF',
      'no_authoritative_ownership_transfer',
    ],
    [
      'not sent, no ownership transfer',
      { transfer_supported: false },
      'MANUAL_HANDOFF',
      'no_authoritative_ownership_transfer',
    ],
    ['not sent, no fresh create', { fresh_create_supported: false }, 'MANUAL_HANDOFF', 'native_transport_unavailable'],
    ['not sent, no target read', { target_read_supported: false }, 'MANUAL_HANDOFF', 'native_transport_unavailable'],
    ['confirmed, ack missing', CONFIRMED, 'VERIFY_TARGET', 'exact_goal_checkpoint_and_target_ack_required'],
    [
      'confirmed, no ownership transfer',
      { ...CONFIRMED, ack_matches: true, transfer_supported: false },
      'MANUAL_HANDOFF',
      'no_authoritative_ownership_transfer',
    ],
    [
      'confirmed and acknowledged',
      { ...CONFIRMED, ack_matches: true },
      'COMMIT_TRANSFER',
      'conditional_transfer_required_target_stays_readonly',
    ],
  ])('%s', (_name, patch, action, reason) => {
    const answer = restartGate({ ...SEED, ...patch });
    expect([answer.action, answer.reason, answer.exitCode]).toEqual([action, reason, 0]);
  });

  it('an assessment too large to print (a saving of over 4,300 digits) is invalid input', () => {
    // (80000 - 99…9) * 3 has 4,301 digits: json.dumps refuses to print it.
    const text = JSON.stringify({ ...SEED, fresh_input_tokens: 0 }).replace(
      '"fresh_input_tokens":0',
      `"fresh_input_tokens":${'9'.repeat(4300)}`,
    );
    expect(restartGate(text)).toEqual({
      action: 'BLOCKED',
      reason: 'invalid_input',
      stdout: '{"action": "BLOCKED", "reason": "invalid_input"}\n',
      exitCode: 2,
    });
  });
});
