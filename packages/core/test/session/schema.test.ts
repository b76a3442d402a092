import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { handoffRecordJsonSchema } from '@handoff/core/session';
import { emitHandoffRecordJsonSchema } from '../../src/lib/session/schema.js';
import { validRecord } from './fixtures.js';

const committed = fileURLToPath(new URL('../../schemas/handoff-record.schema.json', import.meta.url));

describe('handoff record JSON Schema', () => {
  it('the committed schema file equals the one emitted from the TypeBox definition', () => {
    const emitted = `${JSON.stringify(emitHandoffRecordJsonSchema(), null, 2)}\n`;
    // HANDOFF_UPDATE_SCHEMAS=1 rewrites the committed file (the generate step).
    if (process.env.HANDOFF_UPDATE_SCHEMAS) writeFileSync(committed, emitted);
    expect(readFileSync(committed, 'utf8')).toBe(emitted);
    expect(handoffRecordJsonSchema()).toEqual(emitHandoffRecordJsonSchema());
  });

  it('validates a stored record with a plain draft-07 validator', () => {
    const validate = new Ajv({ allErrors: true, validateFormats: false }).compile(
      JSON.parse(readFileSync(committed, 'utf8')) as object,
    );
    expect(validate(validRecord())).toBe(true);
    expect(validate({ ...validRecord(), status: 'done' })).toBe(false);
  });

  it('requires schema and written_at in the stored form', () => {
    const schema = handoffRecordJsonSchema() as { required: string[] };
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'schema',
        'written_at',
        'goal',
        'status',
        'active_files',
        'changes',
        'failed_approaches',
        'next_steps',
      ]),
    );
  });
});
