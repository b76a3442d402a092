import { Type, type TSchema } from 'typebox';

/** `x` or `null`: an optional argument or result field, as strict clients expect it. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A closed object, the shape of every tool input and output. */
export const Closed = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description === undefined ? {} : { description }) });
