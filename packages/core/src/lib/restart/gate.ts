import { pythonJsonLoads } from './python-json-read.js';
import { pythonJsonDumps, type DumpValue } from './python-json-write.js';
import { ge, gt, le, min, mul, ne, sub, truediv, type PyNum } from './python-number.js';
import {
  PyInt,
  PythonCrash,
  PythonValueError,
  isDict,
  pyStrip,
  pyTruthy,
  type PyDict,
  type PyValue,
} from './python-value.js';

/** Every action the restart gate can answer (the decision table in docs/restart.md). */
export type RestartAction =
  | 'BLOCKED'
  | 'VERIFY_TAKEOVER'
  | 'VERIFY_SOURCE_RELEASE'
  | 'RECONCILE_ARCHIVE'
  | 'COMPLETE'
  | 'ARCHIVE_PENDING'
  | 'ARCHIVE_SOURCE'
  | 'FINISH'
  | 'CHECKPOINT_ONLY'
  | 'RECONCILE_TARGET'
  | 'CONTINUE'
  | 'WAIT_SAFE_BOUNDARY'
  | 'CHECKPOINT'
  | 'MANUAL_HANDOFF'
  | 'CREATE_FRESH'
  | 'VERIFY_TARGET'
  | 'COMMIT_TRANSFER';

/** The gate's answer: the exact JSON line (`stdout`, newline included) and exit code. */
export interface GateAnswer {
  action: RestartAction;
  reason: string;
  /** The assessment object as printed, when the script prints one. */
  assessment?: Record<string, DumpValue>;
  stdout: string;
  exitCode: 0 | 2;
}

/** Most bytes the gate reads; one more is `invalid_input` (as in `restart_gate.py`). */
export const GATE_MAX_INPUT_BYTES = 65_536;

const INVALID: DumpValue = { action: 'BLOCKED', reason: 'invalid_input' };

/**
 * Run the restart gate on raw observation bytes, exactly as `restart_gate.py` does: same
 * stdout bytes and exit code for every input it answers. Where the script would crash
 * (nesting over 994 levels → RecursionError; an int too large for float arithmetic or
 * printing → OverflowError/ValueError outside its `try`), this answers
 * `{"action": "BLOCKED", "reason": "invalid_input"}` with exit 2 instead.
 */
export function runRestartGate(input: Uint8Array): GateAnswer {
  let output: { [key: string]: DumpValue };
  try {
    if (input.length > GATE_MAX_INPUT_BYTES) throw new PythonValueError('input_too_large');
    const state = pythonJsonLoads(input);
    if (!isDict(state)) throw new PythonValueError('expected_object');
    output = decide(state);
  } catch (error) {
    if (!(error instanceof PythonValueError) && !(error instanceof PythonCrash)) throw error;
    output = INVALID as { [key: string]: DumpValue };
  }
  let stdout: string;
  try {
    stdout = `${pythonJsonDumps(output, true)}\n`;
  } catch (error) {
    if (!(error instanceof PythonCrash)) throw error;
    output = INVALID as { [key: string]: DumpValue };
    stdout = `${pythonJsonDumps(output, true)}\n`;
  }
  const action = output.action as RestartAction;
  const answer: GateAnswer = {
    action,
    reason: output.reason as string,
    stdout,
    exitCode: action === 'BLOCKED' ? 2 : 0,
  };
  if (output.assessment) answer.assessment = output.assessment as Record<string, DumpValue>;
  return answer;
}

/** Run the gate on an observation given as text (UTF-8) or as a plain JS object. */
export function restartGate(observation: string | object): GateAnswer {
  const text = typeof observation === 'string' ? observation : JSON.stringify(observation);
  return runRestartGate(new TextEncoder().encode(text));
}

// A line-by-line port of restart_gate.py's decide(); keep the order of checks identical,
// since Python's short-circuits decide which (crashing) arithmetic ever runs.
function decide(state: PyDict): { [key: string]: DumpValue } {
  let assessment: { [key: string]: DumpValue } = {};
  const result = (action: RestartAction, reason: string): { [key: string]: DumpValue } =>
    Object.keys(assessment).length > 0 ? { action, reason, assessment } : { action, reason };
  const get = (name: string): PyValue | undefined => state.get(name);
  const yes = (name: string) => get(name) === true;
  const number = (name: string): PyNum | null => {
    const v = get(name);
    if (v instanceof PyInt) return v.value >= 0n ? v : null;
    if (typeof v === 'number') return v >= 0 && v < Number.POSITIVE_INFINITY ? v : null;
    return null;
  };
  const nonBlankStr = (v: PyValue | undefined): v is string => typeof v === 'string' && pyStrip(v).length > 0;

  const schema = get('schema');
  if (!(schema instanceof PyInt) || schema.value !== 1n) return result('BLOCKED', 'unsupported_schema');
  const sourceId = get('source_id');
  if (!nonBlankStr(sourceId)) return result('BLOCKED', 'source_identity');
  if (!nonBlankStr(get('goal_id'))) return result('BLOCKED', 'goal_identity');
  let target = get('target_id');
  if (yes('ownership_committed') && (!nonBlankStr(target) || target === sourceId))
    return result('BLOCKED', 'committed_target_identity');
  if (yes('ownership_committed')) {
    if (!yes('target_takeover_readback') || !yes('ack_matches'))
      return result('VERIFY_TAKEOVER', 'source_remains_readonly');
    if (!yes('source_retired_readback')) return result('VERIFY_SOURCE_RELEASE', 'do_not_archive_an_unreleased_source');
    if (get('archive_status') === 'unknown') return result('RECONCILE_ARCHIVE', 'target_owns_work_never_recreate');
    if (yes('source_archived_readback')) return result('COMPLETE', 'takeover_and_archive_verified');
    if (!yes('archive_authorized') || !yes('archive_supported'))
      return result('ARCHIVE_PENDING', 'target_owns_work_source_remains_readonly');
    return result('ARCHIVE_SOURCE', 'archive_exact_source_only');
  }
  if (!yes('remaining_work')) return result(get('remaining_work') === false ? 'FINISH' : 'BLOCKED', 'remaining_work');
  if (yes('required_budget_unmeasurable')) return result('BLOCKED', 'required_budget_unmeasurable');
  const mode = get('mode');
  if (mode !== 'off' && mode !== 'adaptive' && mode !== 'daily') return result('BLOCKED', 'invalid_mode');
  if (mode === 'off' || !yes('policy_authorized')) return result('CHECKPOINT_ONLY', 'restart_not_authorized');
  const creation = get('creation_status');
  if (creation === 'unknown') return result('RECONCILE_TARGET', 'never_retry_uncertain_create');
  if (creation !== 'not_sent' && creation !== 'confirmed') return result('BLOCKED', 'creation_status');
  target = get('target_id');
  if (creation === 'confirmed') {
    if (!nonBlankStr(target) || target === sourceId) return result('BLOCKED', 'target_identity');
  } else if (pyTruthy(target)) {
    return result('RECONCILE_TARGET', 'unexpected_target');
  }

  const current = number('current_input_tokens');
  const fresh = number('fresh_input_tokens');
  const overhead = number('restart_overhead_tokens');
  const calls = number('remaining_calls');
  const measured = current !== null && fresh !== null && overhead !== null && calls !== null;
  let paysBack = false;
  if (measured) {
    const horizon = min(calls, new PyInt(3n));
    const avoided = mul(sub(current, fresh), horizon);
    paysBack = ge(horizon, new PyInt(1n)) && gt(avoided, mul(new PyInt(2n), overhead));
    assessment = {
      basis: 'estimated_token_proxy_not_billing',
      horizon_calls: horizon,
      estimated_net_tokens_saved: sub(avoided, overhead),
      pays_back_with_margin: paysBack,
    };
  }
  const capacity = number('context_capacity_tokens');
  const occupancy = current !== null && capacity !== null && pyTruthy(capacity) ? truediv(current, capacity) : null;
  const pressure = yes('context_pressure') || (occupancy !== null && occupancy >= 0.7);
  const smallerStart = current !== null && gt(current, new PyInt(0n)) && fresh !== null && le(fresh, mul(0.8, current));
  const healthBenefit = pressure && smallerStart;
  Object.assign(assessment, {
    context_occupancy: occupancy,
    context_pressure: pressure,
    materially_smaller_start: smallerStart,
    health_rotation_qualified: healthBenefit,
  });
  let triggered = yes('explicit_restart') || pressure || paysBack;
  const compactions = number('compactions');
  triggered = triggered || (compactions !== null && ge(compactions, new PyInt(2n)));
  const age = number('session_age_seconds');
  triggered = triggered || (mode === 'daily' && age !== null && ge(age, new PyInt(86_400n)));
  if (creation === 'not_sent' && !triggered) return result('CONTINUE', 'no_observed_trigger');
  const writers = number('active_writers');
  const pending = number('pending_operations');
  if (
    !yes('safe_boundary') ||
    writers === null ||
    ne(writers, new PyInt(0n)) ||
    pending === null ||
    ne(pending, new PyInt(0n))
  ) {
    return result('WAIT_SAFE_BOUNDARY', 'writes_or_operations_not_released');
  }
  if (!yes('checkpoint_readback') || !yes('checkpoint_current'))
    return result('CHECKPOINT', 'persist_and_verify_current_state');
  if (creation === 'not_sent') {
    if (!yes('explicit_restart') && !paysBack && !healthBenefit) {
      return measured
        ? result('CONTINUE', 'restart_does_not_pay_back')
        : result('CHECKPOINT_ONLY', 'benefit_unmeasured');
    }
    if (!yes('explicit_restart') && !yes('progress_since_restart'))
      return result('CONTINUE', 'prevent_restart_without_progress');
    if (!yes('transfer_supported')) return result('MANUAL_HANDOFF', 'no_authoritative_ownership_transfer');
    if (!yes('fresh_create_supported') || !yes('target_read_supported'))
      return result('MANUAL_HANDOFF', 'native_transport_unavailable');
    return result('CREATE_FRESH', 'record_identity_and_receipt_before_retry');
  }
  if (!yes('ack_matches')) return result('VERIFY_TARGET', 'exact_goal_checkpoint_and_target_ack_required');
  if (!yes('transfer_supported')) return result('MANUAL_HANDOFF', 'no_authoritative_ownership_transfer');
  return result('COMMIT_TRANSFER', 'conditional_transfer_required_target_stays_readonly');
}
