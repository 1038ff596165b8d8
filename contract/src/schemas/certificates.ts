// The /certificates calls and their shapes.
import { Type, type Static } from '@sinclair/typebox';
import { TEXT_LIMITS } from '@academy/contract/rules/limits';
import { CERTIFICATE_CODE_PATTERN } from '@academy/contract/rules/certificate-code';
import { endpoint } from '@academy/contract/endpoint';

export const CertificateStatus = Type.Object({
  eligible: Type.Boolean(),
  remaining: Type.Array(Type.String(), { description: "What is left to complete, in plain words in the student's language; empty when eligible." }),
  code: Type.Union([Type.String(), Type.Null()]),
});

export const CertificateVerification = Type.Object({
  valid: Type.Boolean(),
  student_name: Type.Union([Type.String(), Type.Null()]),
  program: Type.Union([Type.String(), Type.Null()]),
  cohort_name: Type.Union([Type.String(), Type.Null()]),
  issued_on: Type.Union([Type.String(), Type.Null()]),
});

export const CodeParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.certificateCode, pattern: CERTIFICATE_CODE_PATTERN }) },
  { additionalProperties: false },
);

export type CertificateStatus = Static<typeof CertificateStatus>;
export type CertificateVerification = Static<typeof CertificateVerification>;

export const CERTIFICATE_ENDPOINTS = {
  getMyCertificate: endpoint({ method: 'GET', path: '/certificates/mine', access: ['student'], response: { 200: CertificateStatus } }),
  getMyCertificatePdf: endpoint({
    method: 'GET',
    path: '/certificates/mine/pdf',
    access: ['student'],
    response: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) },
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/certificates/verify/:code',
    access: 'public',
    params: CodeParams,
    response: { 200: CertificateVerification },
  }),
};
