import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  CHECKPOINT_HEADER,
  RejectionsStateError,
  checkpointForSession,
  clearRecordedRejections,
  forgetRecordedRejection,
  listRejections,
  readCheckpoint,
  readRejectionsState,
  recordRejection,
  rejectionsStatePath,
} from '@handoff/core/rejections';

let dir: string;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'rejections-')), '.handoff');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

const ONE_ENTRY_OVERHEAD = Buffer.byteLength(CHECKPOINT_HEADER) + '1. Approach: "a"\n   Evidence: ""\n\n'.length;

describe('the state file', () => {
  test('nothing recorded: no file, empty list, empty checkpoint', async () => {
    expect(await readRejectionsState(dir)).toBeNull();
    expect(await listRejections(dir)).toEqual([]);
    expect(await readCheckpoint(dir)).toEqual({ text: '', version: '' });
  });

  test('record, list, forget and clear persist under state/rejections.json', async () => {
    expect(
      await recordRejection(dir, { approach: 'Increase timeout', evidence: 'still fails | see log' }),
    ).toMatchObject({ ok: true, number: 1 });
    expect(await recordRejection(dir, { approach: 'Retry', evidence: 'flaky' })).toMatchObject({ ok: true, number: 2 });
    expect(JSON.parse(await readFile(rejectionsStatePath(dir), 'utf8'))).toEqual({
      schema: 1,
      rejected_approaches: [
        { approach: 'Increase timeout', evidence: 'still fails | see log' },
        { approach: 'Retry', evidence: 'flaky' },
      ],
      deliveries: [],
    });
    expect(await forgetRecordedRejection(dir, 1)).toMatchObject({
      ok: true,
      removed: [{ approach: 'Increase timeout' }],
    });
    expect(await listRejections(dir)).toEqual([{ approach: 'Retry', evidence: 'flaky' }]);
    expect(await clearRecordedRejections(dir)).toMatchObject({ ok: true, removed: [{ approach: 'Retry' }] });
    expect(await readRejectionsState(dir)).toEqual({ rejected_approaches: [], deliveries: [] });
    expect((await readCheckpoint(dir)).text).toContain('No active rejected approaches.');
  });

  test('a refusal at the 12 KiB edge leaves the file byte-identical and no temp file', async () => {
    const edge = 'e'.repeat(12_288 - ONE_ENTRY_OVERHEAD);
    expect(await recordRejection(dir, { approach: 'a', evidence: `${edge}x` })).toMatchObject({
      ok: false,
      code: 'over-budget',
    });
    expect(await readRejectionsState(dir)).toBeNull();
    expect(await recordRejection(dir, { approach: 'a', evidence: edge })).toMatchObject({ ok: true });
    const before = await readFile(rejectionsStatePath(dir));
    expect(Buffer.byteLength((await readCheckpoint(dir)).text)).toBe(12_288);
    expect(await recordRejection(dir, { approach: 'b', evidence: 'c' })).toMatchObject({
      ok: false,
      code: 'over-budget',
    });
    expect(await forgetRecordedRejection(dir, 2)).toMatchObject({ ok: false, code: 'no-such-entry' });
    expect(await recordRejection(dir, { approach: 'a', evidence: edge })).toMatchObject({
      ok: false,
      code: 'duplicate',
    });
    expect(await readFile(rejectionsStatePath(dir))).toEqual(before);
    expect((await readdir(join(dir, 'state'))).sort()).toEqual(['rejections.json']);
  });

  test('concurrent writers lose no entry', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        recordRejection(dir, { approach: `approach ${i}`, evidence: `evidence ${i}` }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await listRejections(dir)).map((entry) => entry.approach).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `approach ${i}`),
    );
  });

  test.each([
    { name: 'not JSON', text: '{', problem: 'not valid JSON' },
    {
      name: 'wrong schema',
      text: '{"schema":2,"rejected_approaches":[]}',
      problem: 'unsupported `schema` 2, expected 1',
    },
    {
      name: 'entries not an array',
      text: '{"schema":1,"rejected_approaches":{}}',
      problem: 'expected `rejected_approaches` to be an array',
    },
    {
      name: 'entry without evidence',
      text: '{"schema":1,"rejected_approaches":[{"approach":"a"}]}',
      problem: 'expected `rejected_approaches[0]` to hold string `approach` and `evidence`',
    },
    {
      name: 'bad delivery',
      text: '{"schema":1,"rejected_approaches":[],"deliveries":[{"session":1}]}',
      problem: 'expected `deliveries[0]` to hold string `session` and `version`',
    },
  ])('a damaged state file is named, not overwritten: $name', async ({ text, problem }) => {
    await mkdir(join(dir, 'state'), { recursive: true });
    await writeFile(rejectionsStatePath(dir), text);
    await expect(readRejectionsState(dir)).rejects.toThrow(RejectionsStateError);
    await expect(recordRejection(dir, { approach: 'a', evidence: 'b' })).rejects.toThrow(
      `${rejectionsStatePath(dir)}: ${problem}`,
    );
    expect(await readFile(rejectionsStatePath(dir), 'utf8')).toBe(text);
  });
});

describe('checkpointForSession', () => {
  test('delivers once per version and records it', async () => {
    expect(await checkpointForSession(dir, { session: 's1' })).toEqual({
      ok: true,
      delivered: false,
      version: '',
      text: '',
    });
    await recordRejection(dir, { approach: 'a', evidence: 'b' });
    const current = await readCheckpoint(dir);
    expect(await checkpointForSession(dir, { session: 's1' })).toEqual({
      ok: true,
      delivered: true,
      version: current.version,
      text: current.text,
    });
    expect(await checkpointForSession(dir, { session: 's1' })).toEqual({
      ok: true,
      delivered: false,
      version: current.version,
      text: '',
    });
    expect((await readRejectionsState(dir))?.deliveries).toEqual([{ session: 's1', version: current.version }]);
    expect(await checkpointForSession(dir, { failedTurn: 's1' })).toEqual({
      ok: true,
      delivered: false,
      version: current.version,
      text: '',
    });
    expect((await readRejectionsState(dir))?.deliveries).toEqual([]);
    expect(await checkpointForSession(dir, { session: 's1', failedTurn: 's1' })).toMatchObject({ delivered: true });
    expect(await checkpointForSession(dir, { session: 's1', failedTurn: 's1' })).toMatchObject({ delivered: true });
    expect(await checkpointForSession(dir, { session: '' })).toMatchObject({ ok: false, code: 'invalid-session' });
  });
});

describe('redaction before storage', () => {
  // Synthetic credentials, built at run time: never a real one.
  const github = `ghp_${'A1b2'.repeat(9)}`;
  const anthropic = `sk-ant-${'x'.repeat(40)}`;

  test('a token in the evidence is stored and rendered as [REDACTED]', async () => {
    const result = await recordRejection(dir, {
      approach: 'push with the old token',
      evidence: `git push failed with ${github}: 403`,
    });
    expect(result).toMatchObject({ ok: true, entry: { evidence: 'git push failed with [REDACTED]: 403' } });
    const file = await readFile(rejectionsStatePath(dir), 'utf8');
    expect(file).not.toContain(github);
    expect((await readCheckpoint(dir)).text).not.toContain(github);
    expect(result.ok && result.transcriptNote).not.toContain(github);
  });

  test('JSON evidence: values under sensitive keys are redacted, the rest kept', async () => {
    const result = await recordRejection(dir, {
      approach: 'try another API key',
      evidence: `{"api_key":"${anthropic}","token":"short","output":"test failed","nested":{"Client-Secret":42}}`,
    });
    expect(result).toMatchObject({
      ok: true,
      entry: {
        evidence:
          '{"api_key":"[REDACTED]","token":"[REDACTED]","output":"test ' +
          'failed","nested":{"Client-Secret":"[REDACTED]"}}',
      },
    });
    expect((await readCheckpoint(dir)).text).toContain('test failed');
  });

  test('JSON held in a JSON string is opened too', async () => {
    const inner = JSON.stringify({ password: 'hunter2' });
    const result = await recordRejection(dir, { approach: 'a', evidence: JSON.stringify({ body: inner }) });
    expect(result.ok && result.entry.evidence).toBe(
      JSON.stringify({ body: JSON.stringify({ password: '[REDACTED]' }) }),
    );
  });

  test('the approach is redacted as well', async () => {
    const result = await recordRejection(dir, {
      approach: `export GITHUB_TOKEN=${github}`,
      evidence: 'rejected by the hook',
    });
    expect(result.ok && result.entry.approach).not.toContain(github);
  });

  test('two different secrets that redact alike are duplicates', async () => {
    await recordRejection(dir, { approach: 'use key', evidence: `ghp_${'A1b2'.repeat(9)} rejected` });
    expect(
      await recordRejection(dir, { approach: 'use key', evidence: `ghp_${'Z9y8'.repeat(9)} rejected` }),
    ).toMatchObject({ ok: false, code: 'duplicate' });
  });

  test('names alone and placeholders pass unchanged', async () => {
    const evidence = 'reads STRIPE_SECRET_KEY from the environment; ${TOKEN} is unset';
    expect(await recordRejection(dir, { approach: 'hard-code the key', evidence })).toMatchObject({
      ok: true,
      entry: { evidence },
    });
  });

  test('deeply nested JSON evidence does not overflow the stack', async () => {
    const evidence = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(await recordRejection(dir, { approach: 'a', evidence })).toMatchObject({ ok: false, code: 'over-budget' });
  });
});

describe('redaction of JSON evidence, value by value', () => {
  // A JSON text escapes the quotes of `password = "…"`, which a text scan then does not read
  // as an assignment; each string value is scanned decoded.
  const secret = `hunter2${'Qx7'.repeat(4)}`;

  test('a quoted password assignment inside a JSON string value is redacted before storage', async () => {
    const evidence = JSON.stringify({ log: `connecting with password = "${secret}" failed`, exit: 1 });
    const result = await recordRejection(dir, { approach: 'reuse the staging password', evidence });
    expect(result.ok && result.entry.evidence).toBe(
      JSON.stringify({ log: 'connecting with password = "[REDACTED]" failed', exit: 1 }),
    );
    expect(await readFile(rejectionsStatePath(dir), 'utf8')).not.toContain(secret);
  });
});
