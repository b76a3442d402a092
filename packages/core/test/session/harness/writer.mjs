// Crash harness child: loops forever writing records B and A alternately into `dir`, either
// through the session store (`store`) or naively in place (`naive`, the control).
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { bigRecord } from './records.mjs';

const [, , dist, dir, mode, sizeArg] = process.argv;
const { writeHandoff, renderResume, validateHandoffRecord } = await import(dist);
const size = Number(sizeArg);
const records = [bigRecord('A', size), bigRecord('B', size)];
const naive = records.map((record) => ({ state: `${JSON.stringify(record, null, 2)}\n`, resume: renderResume(record) }));
await mkdir(join(dir, 'state'), { recursive: true });
// Warm up (ajv compile, JIT) on a small record without writing, so the kill lands in the
// write loop rather than in start-up.
validateHandoffRecord(bigRecord('warm-up', 64));
process.send?.('ready');
for (let i = 1; ; i++) {
  if (mode === 'naive') {
    await writeFile(join(dir, 'state', 'session-handoff.json'), naive[i & 1].state);
    await writeFile(join(dir, 'RESUME.md'), naive[i & 1].resume);
  } else {
    const result = await writeHandoff(dir, records[i & 1]);
    if (!result.ok) throw new Error(result.defects.map((d) => d.code).join(', '));
  }
}
