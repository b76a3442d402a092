import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handoff } from '../helpers/cli.js';

/**
 * A value written by hand where a secret is named (`password=Welcome2024`) is held back until the project adopts
 * handoff; a generated one, or a provider's token, is an error on any install (docs/secrets.md, "Written values wait
 * for adoption"). Run as a user would; no output shows a value. The values are synthetic, assembled at run time.
 */
const WRITTEN = 'Welcome' + '2024';
const GENERATED = 'Zx81kq02' + 'LmQa77Rt';
const HANDOFF =
  '# Session handoff\n\n## Status\n\nThe staging box is up.\n\n' +
  `## Next steps\n\n- Run \`npm test\`.\n\n## Notes\n\n\`\`\`env\nADMIN_PASSWORD=${WRITTEN}\n\`\`\`\n`;

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-written-secrets-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('written values where a secret is named', () => {
  it('are held back on a default install: exit 0, a notice with the file and line, never the value', () => {
    const run = handoff(project({ 'HANDOFF.md': HANDOFF }), ['lint', '.']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '1 value written by hand where a secret is named (not generated) not reported, in 1 file, as its project has ' +
        'not adopted handoff (a `.handoffrc.json` reports them as errors):\n  HANDOFF.md  line 14\n',
    );
    expect(run.stdout).not.toContain(WRITTEN);
  });

  it('are errors once the project adopts handoff', () => {
    const run = handoff(project({ 'HANDOFF.md': HANDOFF, '.handoffrc.json': '{}' }), ['lint', '.']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/14:16 +error +Unexpected literal value assigned to a secret-named variable/);
    expect(run.stdout).not.toContain(WRITTEN);
  });

  it('a generated value is an error on a default install', () => {
    const run = handoff(project({ 'HANDOFF.md': HANDOFF.replace(WRITTEN, GENERATED) }), ['lint', '.']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/14:16 +error +Unexpected literal value assigned to a secret-named variable/);
    expect(run.stdout).not.toContain(GENERATED);
  });
});
