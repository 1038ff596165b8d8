// The /certificates shapes.
import { Type, type Static } from '@sinclair/typebox';

export const CertificateStatus = Type.Object({
  eligible: Type.Boolean(),
  remaining: Type.Array(Type.String(), { description: 'What is left to complete, in plain words; empty when eligible.' }),
  code: Type.Union([Type.String(), Type.Null()]),
});

export const CertificateVerification = Type.Object({
  valid: Type.Boolean(),
  student_name: Type.Union([Type.String(), Type.Null()]),
  program: Type.Union([Type.String(), Type.Null()]),
  cohort_name: Type.Union([Type.String(), Type.Null()]),
  issued_on: Type.Union([Type.String(), Type.Null()]),
});

export const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }) }, { additionalProperties: false });

export type CertificateStatus = Static<typeof CertificateStatus>;
export type CertificateVerification = Static<typeof CertificateVerification>;
