// Payload pieces shared by the content route folders (courses, topics, assignments, ...).
import { Type, type TProperties, type TObject } from '@sinclair/typebox';
import { forbidden } from './errors';

const NOT_BLANK = { pattern: '\\S', description: 'text that is not only spaces' } as const;

export const Name = Type.String({ minLength: 1, maxLength: 200, ...NOT_BLANK });
export const Description = Type.String({ minLength: 1, maxLength: 20_000, ...NOT_BLANK });

/** `{ [key]: { ...properties } }` with no other property allowed at either level. */
export function wrapped<K extends string, P extends TProperties>(key: K, properties: P): TObject<{ [k in K]: TObject<P> }> {
  return Type.Object({ [key]: Type.Object(properties, { additionalProperties: false }) } as { [k in K]: TObject<P> }, {
    additionalProperties: false,
  });
}

/** Query params and payload fields that name a user or cohort may only name the caller's own. */
export function mustBeOwn(value: number | undefined, own: number | null, message: string): void {
  if (value !== undefined && value !== own) throw forbidden(message);
}
