import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreRefusal } from '@handoff/core/store';
import { snapshot, STORE_WRITERS } from '../../../../tests/robustness/helpers/store-writers.js';

// A cloned repository can commit `.handoff/state -> ~/.ssh` or `RESUME.md -> ~/.bashrc`.
// No writer may create, replace or read a file through such a link: each part of the store
// that is a link is refused (exit 1 in the CLI), and what it points to stays as it was.

let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handoff-links-'));
  outside = join(root, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'precious'), 'keep me');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each part, and what the link points to: a folder for folders, a file for files.
const PARTS: Array<{ part: string; folder: boolean }> = [
  { part: '.handoff', folder: true },
  { part: '.handoff/state', folder: true },
  { part: '.handoff/archive', folder: true },
  { part: '.handoff/RESUME.md', folder: false },
  { part: '.handoff/RESUME.md.next', folder: false },
  { part: '.handoff/state/session-handoff.json', folder: false },
  { part: '.handoff/state/ack.json', folder: false },
  { part: '.handoff/state/rejections.json', folder: false },
  { part: '.handoff/packet.md', folder: false },
  { part: '.handoff/packet.md.next', folder: false },
  { part: '.handoff/state/packet.json', folder: false },
  { part: '.handoff/state/packet-ack.json', folder: false },
  { part: 'HANDOFF.md', folder: false },
];

describe('links in a store are refused, never followed', () => {
  for (const writer of STORE_WRITERS) {
    it(`${writer.name}: writes nothing through a link at any part of its store`, async () => {
      let refused = 0;
      for (const { part, folder } of PARTS) {
        const work = join(root, `w-${refused}-${Math.random().toString(36).slice(2)}`);
        mkdirSync(work);
        await writer.setup(work);
        const path = join(work, part);
        rmSync(path, { recursive: true, force: true });
        mkdirSync(join(path, '..'), { recursive: true });
        symlinkSync(folder ? outside : join(outside, 'precious'), path);
        const before = snapshot(outside);
        const error = await writer.run(work).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(snapshot(outside), `${writer.name} with ${part} a link`).toEqual(before);
        expect(readdirSync(outside), `${writer.name} with ${part} a link`).toEqual(['precious']);
        if (writer.parts.includes(part)) {
          // A part the writer uses: refused as a link, never replaced or followed.
          expect(error, `${writer.name} with ${part} a link`).toBeInstanceOf(StoreRefusal);
          expect((error as StoreRefusal).reason).toBe('symlink');
          refused++;
        }
      }
      expect(refused).toBe(writer.parts.length);
    });
  }
});
