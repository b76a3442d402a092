import { describe, expect, it } from 'vitest';
import { patchEdits } from '../../src/lib/hook/runtimes/apply-patch.js';

describe('patchEdits: the files an apply_patch body touches, with the lines it adds', () => {
  it.each([
    [
      'a file added',
      '*** Begin Patch\n*** Add File: plan.md\n+# Plan\n+\n+text\n*** End Patch',
      [{ path: '/p/plan.md', text: '# Plan\n\ntext' }],
    ],
    [
      'a hunk replaced, context and removed lines left out',
      '*** Begin Patch\n*** Update File: package.json\n@@\n   "devDependencies": {\n-    "vite": ' +
        '"^8.3.8"\n+    "vite": "7.0.0"\n   }\n*** End Patch',
      [{ path: '/p/package.json', text: '    "vite": "7.0.0"' }],
    ],
    [
      'two files, CRLF line ends',
      '*** Begin Patch\r\n*** Update File: a.ts\r\n@@\r\n-x\r\n+y\r\n*** Add File: b.ts\r\n+z\r\n*** End Patch\r\n',
      [
        { path: '/p/a.ts', text: 'y' },
        { path: '/p/b.ts', text: 'z' },
      ],
    ],
    ['a file deleted', '*** Begin Patch\n*** Delete File: old.ts\n*** End Patch', [{ path: '/p/old.ts', text: '' }]],
    [
      'a file moved: both paths, the added lines on each',
      '*** Begin Patch\n*** Update File: a.ts\n*** Move to: lib/b.ts\n@@\n-x\n+y\n*** End Patch',
      [
        { path: '/p/a.ts', text: 'y' },
        { path: '/p/lib/b.ts', text: 'y' },
      ],
    ],
    [
      'an absolute path stays',
      '*** Begin Patch\n*** Add File: /elsewhere/x.md\n+x\n*** End Patch',
      [{ path: '/elsewhere/x.md', text: 'x' }],
    ],
    [
      'an end-of-file marker keeps the section open',
      '*** Begin Patch\n*** Update File: a.ts\n@@\n-x\n+y\n*** End of File\n*** End Patch',
      [{ path: '/p/a.ts', text: 'y' }],
    ],
    ['not a patch', 'echo hi > proof.txt', []],
    ['plus lines outside a section are ignored', '+stray\n*** Begin Patch\n*** End Patch', []],
  ])('%s', (_name, patch, expected) => expect(patchEdits(patch, '/p')).toEqual(expected));
});
