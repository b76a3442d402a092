import { describe, expect, test } from 'vitest';
import {
  CHECKPOINT_BUDGET_BYTES,
  CHECKPOINT_HEADER,
  MAX_DELIVERIES,
  addRejection,
  checkpointOf,
  clearRejections,
  deliverCheckpoint,
  forgetRejection,
  invalidateDelivery,
  type RejectionsState,
} from '@handoff/core/rejections';

const identity = (text: string) => text;

function stateWith(...pairs: Array<[string, string]>): RejectionsState {
  let state: RejectionsState | null = null;
  for (const [approach, evidence] of pairs) {
    const added = addRejection(state, { approach, evidence }, identity);
    if (!added.ok) throw new Error(added.message);
    state = added.state;
  }
  return state ?? { rejected_approaches: [], deliveries: [] };
}

// One entry renders as: header, `1. Approach: "a"\n   Evidence: "` + evidence + `"\n`, `\n`.
const ONE_ENTRY_OVERHEAD = Buffer.byteLength(CHECKPOINT_HEADER) + '1. Approach: "a"\n   Evidence: ""\n\n'.length;

describe('the 12 KiB budget', () => {
  test('the overhead of one entry is pinned', () => {
    expect(CHECKPOINT_BUDGET_BYTES).toBe(12_288);
    expect(ONE_ENTRY_OVERHEAD).toBe(441 + 34);
  });

  test('a checkpoint of exactly 12,288 bytes is accepted', () => {
    const added = addRejection(null, { approach: 'a', evidence: 'e'.repeat(12_288 - ONE_ENTRY_OVERHEAD) }, identity);
    expect(added.ok).toBe(true);
    if (added.ok) expect(Buffer.byteLength(added.checkpoint.text)).toBe(12_288);
  });

  test('the byte that makes it 12,289 is refused', () => {
    const added = addRejection(null, { approach: 'a', evidence: 'e'.repeat(12_289 - ONE_ENTRY_OVERHEAD) }, identity);
    expect(added).toEqual({
      ok: false,
      code: 'over-budget',
      message:
        'the checkpoint would be 12289 bytes, over the 12 KiB budget (12288 bytes); ' +
        'shorten the note or forget an older entry',
    });
  });

  test('bytes are counted in UTF-8 after quoting: é is 2 bytes, a newline is 2 (\\n)', () => {
    // 5,000 × 2 + 906 × 2 + 1 = 11,813 = 12,288 − 475.
    const evidence = `${'é'.repeat(5_000)}${'\n'.repeat(906)}x`;
    const accepted = addRejection(null, { approach: 'a', evidence }, identity);
    expect(accepted.ok && Buffer.byteLength(accepted.checkpoint.text)).toBe(12_288);
    expect(addRejection(null, { approach: 'a', evidence: `${evidence}x` }, identity)).toMatchObject({
      ok: false,
      code: 'over-budget',
    });
  });

  test('a full checkpoint refuses any addition and keeps its state', () => {
    const full = stateWith(['a', 'e'.repeat(12_288 - ONE_ENTRY_OVERHEAD)]);
    const before = JSON.stringify(full);
    expect(addRejection(full, { approach: 'b', evidence: 'c' }, identity)).toMatchObject({
      ok: false,
      code: 'over-budget',
    });
    expect(JSON.stringify(full)).toBe(before);
  });
});

describe('addRejection', () => {
  test('numbers follow the list and the transcript note is the published one', () => {
    const first = addRejection(null, { approach: ' Increase the timeout ', evidence: '\t60s still fails\n' }, identity);
    expect(first).toMatchObject({
      ok: true,
      number: 1,
      entry: { approach: 'Increase the timeout', evidence: '60s still fails' },
      transcriptNote: '[Handoff decision] Rejected approach: "Increase the timeout". Evidence: "60s still fails".',
    });
    if (!first.ok) return;
    const second = addRejection(first.state, { approach: 'b', evidence: 'c' }, identity);
    expect(second).toMatchObject({ ok: true, number: 2 });
  });

  test('an exact duplicate after trimming is refused; a different evidence is not', () => {
    const state = stateWith(['increase timeout', 'test still fails']);
    expect(addRejection(state, { approach: ' increase timeout ', evidence: 'test still fails ' }, identity)).toEqual({
      ok: false,
      code: 'duplicate',
      message: 'this rejected approach and evidence are already recorded',
    });
    expect(addRejection(state, { approach: 'increase timeout', evidence: 'test still fails twice' }, identity).ok).toBe(
      true,
    );
  });

  test('duplicates are found after redaction', () => {
    const redact = (text: string) => text.replace(/tok_[a-z]+/g, '[REDACTED]');
    const state = addRejection(null, { approach: 'use key', evidence: 'tok_aaaa rejected' }, redact);
    if (!state.ok) throw new Error('setup');
    expect(addRejection(state.state, { approach: 'use key', evidence: 'tok_bbbb rejected' }, redact)).toMatchObject({
      ok: false,
      code: 'duplicate',
    });
  });

  test('a refusal does not touch the given state', () => {
    const state = stateWith(['a', 'b']);
    const before = JSON.stringify(state);
    addRejection(state, { approach: 'a', evidence: 'b' }, identity);
    addRejection(state, { approach: '', evidence: 'b' }, identity);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('forgetRejection', () => {
  test.each([{ number: -1 }, { number: 0 }, { number: 3 }, { number: 1.5 }, { number: Number.NaN }])(
    'refuses $number',
    ({ number }) => {
      const state = stateWith(['a', 'x'], ['b', 'y']);
      expect(forgetRejection(state, number)).toEqual({
        ok: false,
        code: 'no-such-entry',
        message: `no rejected approach numbered ${number}; run \`handoff rejections\` to list entries`,
      });
    },
  );

  test('refuses on no state at all', () => {
    expect(forgetRejection(null, 1)).toMatchObject({ ok: false, code: 'no-such-entry' });
  });

  test('numbers shift after a removal', () => {
    const removed = forgetRejection(stateWith(['a', 'x'], ['b', 'y'], ['c', 'z']), 2);
    expect(removed).toMatchObject({
      ok: true,
      removed: [{ approach: 'b', evidence: 'y' }],
      transcriptNote:
        '[Handoff decision removed] The user removed the rejection of "b"; the current handoff checkpoint ' +
        'supersedes older handoff notes.',
    });
    if (!removed.ok) return;
    expect(removed.state.rejected_approaches.map((entry) => entry.approach)).toEqual(['a', 'c']);
    expect(forgetRejection(removed.state, 2)).toMatchObject({ ok: true, removed: [{ approach: 'c' }] });
  });

  test('the last removal leaves an empty checkpoint that supersedes the old one', () => {
    const removed = forgetRejection(stateWith(['a', 'x']), 1);
    expect(removed.ok && removed.checkpoint.text).toBe(`${CHECKPOINT_HEADER}No active rejected approaches.\n\n`);
  });
});

describe('clearRejections', () => {
  test('empties the list but keeps the state', () => {
    const cleared = clearRejections(stateWith(['a', 'x'], ['b', 'y']));
    expect(cleared.removed).toHaveLength(2);
    expect(cleared.state.rejected_approaches).toEqual([]);
    expect(cleared.checkpoint.text).toContain('No active rejected approaches.');
  });

  test('on no state there is nothing to clear and nothing to send', () => {
    const cleared = clearRejections(null);
    expect(cleared.removed).toEqual([]);
    expect(cleared.checkpoint).toEqual({ text: '', version: '' });
  });
});

describe('delivery', () => {
  test('no state: nothing to deliver', () => {
    expect(deliverCheckpoint(null, 's1')).toEqual({ ok: true, delivered: false, version: '', text: '', state: null });
  });

  test('a new session gets it once; a change or a failed turn sends it again', () => {
    const state = stateWith(['a', 'x']);
    const first = deliverCheckpoint(state, 's1');
    expect(first).toMatchObject({
      ok: true,
      delivered: true,
      text: checkpointOf(state).text,
      version: checkpointOf(state).version,
    });
    if (!first.ok || !first.state) return;
    expect(deliverCheckpoint(first.state, 's1')).toMatchObject({ delivered: false, text: '' });
    expect(deliverCheckpoint(first.state, 's2')).toMatchObject({ delivered: true });

    const changed = addRejection(first.state, { approach: 'b', evidence: 'y' }, identity);
    if (!changed.ok) return;
    expect(deliverCheckpoint(changed.state, 's1')).toMatchObject({
      delivered: true,
      version: changed.checkpoint.version,
    });

    const failed = invalidateDelivery(first.state, 's1');
    expect(failed).toMatchObject({ ok: true, changed: true });
    if (!failed.ok) return;
    expect(deliverCheckpoint(failed.state, 's1')).toMatchObject({ delivered: true });
    expect(invalidateDelivery(failed.state, 's1')).toMatchObject({ ok: true, changed: false });
  });

  test('an emptied list is delivered once to a session that saw entries', () => {
    const seen = deliverCheckpoint(stateWith(['a', 'x']), 's1');
    if (!seen.ok || !seen.state) return;
    const cleared = clearRejections(seen.state);
    expect(deliverCheckpoint(cleared.state, 's1')).toMatchObject({
      delivered: true,
      text: expect.stringContaining('No active rejected approaches.'),
    });
  });

  test(`remembers at most ${MAX_DELIVERIES} sessions, dropping the oldest`, () => {
    let state: RejectionsState | null = stateWith(['a', 'x']);
    for (let i = 0; i <= MAX_DELIVERIES; i++) {
      const result = deliverCheckpoint(state, `s${i}`);
      if (result.ok) state = result.state;
    }
    expect(state?.deliveries).toHaveLength(MAX_DELIVERIES);
    expect(state?.deliveries[0]?.session).toBe('s1');
    expect(deliverCheckpoint(state, 's0')).toMatchObject({ delivered: true });
  });

  test.each([{ session: '' }, { session: 'x'.repeat(513) }, { session: 'a\nb' }, { session: 'a\u0000' }])(
    'refuses session id $session',
    ({ session }) => {
      expect(deliverCheckpoint(stateWith(['a', 'x']), session)).toMatchObject({ ok: false, code: 'invalid-session' });
      expect(invalidateDelivery(null, session)).toMatchObject({ ok: false, code: 'invalid-session' });
    },
  );
});
