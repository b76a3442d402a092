import { describe, expect, it } from 'vitest';
import { toStrictSchema, type JsonSchema } from '../../src/lib/agent/strict-schema.js';

describe('toStrictSchema node by node', () => {
  it.each([
    [
      'a described anyOf',
      { anyOf: [{ type: 'string' }], description: 'd' },
      { anyOf: [{ type: 'string' }], description: 'd' },
    ],
    ['an anyOf without a description', { anyOf: [{ const: 1 }] }, { anyOf: [{ type: 'number', enum: [1] }] }],
    ['a boolean const', { const: true }, { type: 'boolean', enum: [true] }],
    ['a string const', { const: 'x', description: 'the x' }, { type: 'string', enum: ['x'], description: 'the x' }],
    ['a mixed enum keeps no type', { enum: ['a', 1] }, { enum: ['a', 1] }],
    ['a string enum', { enum: ['a', 'b'] }, { type: 'string', enum: ['a', 'b'] }],
    ['no type at all', { minLength: 1 }, {}],
    ['a portable format', { type: 'string', format: 'date-time' }, { type: 'string', format: 'date-time' }],
    ['a format not every provider takes', { type: 'string', format: 'uri' }, { type: 'string' }],
    ['a format that is no string', { type: 'string', format: 5 }, { type: 'string' }],
    ['a portable pattern', { type: 'string', pattern: '^\\d+\\.x$' }, { type: 'string', pattern: '^\\d+\\.x$' }],
    ['a pattern with \\b', { type: 'string', pattern: '\\bword' }, { type: 'string' }],
    ['a pattern with a group option', { type: 'string', pattern: '(?:a)' }, { type: 'string' }],
    ['a pattern with a long count', { type: 'string', pattern: 'a{1000}' }, { type: 'string' }],
    [
      'an array of at least one',
      { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 3 },
      { type: 'array', items: { type: 'string' }, minItems: 1 },
    ],
    [
      'an array of at least two',
      { type: 'array', items: { type: 'string' }, minItems: 2 },
      { type: 'array', items: { type: 'string' } },
    ],
    [
      'an object without properties or required',
      { type: 'object' },
      { type: 'object', properties: {}, required: [], additionalProperties: false },
    ],
    [
      'an object: optional properties become nullable, their description outside',
      {
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'string' }, b: { type: 'integer', description: 'bee' }, c: { type: 'number' } },
      },
      {
        type: 'object',
        properties: {
          a: { type: 'string' },
          b: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'bee' },
          c: { anyOf: [{ type: 'number' }, { type: 'null' }] },
        },
        required: ['a', 'b', 'c'],
        additionalProperties: false,
      },
    ],
  ] as [string, JsonSchema, JsonSchema][])('%s', (_name, schema, expected) => {
    expect(toStrictSchema(schema)).toEqual(expected);
  });

  it('omits the named properties anywhere and describes the root', () => {
    const schema = {
      type: 'object',
      properties: {
        keep: { type: 'object', properties: { stamp: { type: 'string' }, x: { type: 'string' } } },
        stamp: { type: 'string' },
      },
    };
    expect(toStrictSchema(schema, { omit: ['stamp'], description: 'root' })).toEqual({
      type: 'object',
      properties: {
        keep: {
          anyOf: [
            {
              type: 'object',
              properties: { x: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
              required: ['x'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
      },
      required: ['keep'],
      additionalProperties: false,
      description: 'root',
    });
  });
});
