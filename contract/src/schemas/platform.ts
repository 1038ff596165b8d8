// The platform's own calls and their shapes: liveness, readiness and browser error reports.
import { Type, type Static } from '@sinclair/typebox';
import { NoContent } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

const PartState = Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('not configured'), Type.Literal('not checked')]);

/** `instance`: the instance itself, failing once it has been told to stop (it drains, then closes). */
export const READINESS_PARTS = ['instance', 'database', 'outbox', 'redis', 'smtp'] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

export const Readiness = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
    failing: Type.Array(Type.Union(READINESS_PARTS.map((part) => Type.Literal(part))), { description: 'The parts that fail, empty when ready.' }),
    checks: Type.Object({
      instance: PartState,
      database: PartState,
      outbox: PartState,
      redis: PartState,
      smtp: PartState,
    }),
    notice_lag_seconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description: 'How long the oldest due notice has waited unclaimed (0: none waits); null when not checked.',
    }),
  },
  { title: 'Readiness' },
);

export type Readiness = Static<typeof Readiness>;

/** Where in the browser an error happened: the shell or one of its remotes. */
export const CLIENT_ERROR_AREAS = ['shell', 'public_site', 'student_portal', 'facilitator_desk'] as const;
/** render: an error boundary caught it; remote_load: an area's code could not be loaded; error, unhandled_rejection: window events. */
export const CLIENT_ERROR_KINDS = ['render', 'remote_load', 'error', 'unhandled_rejection'] as const;

export const ClientErrorReport = Type.Object(
  {
    kind: Type.Union(CLIENT_ERROR_KINDS.map((kind) => Type.Literal(kind))),
    area: Type.Union(CLIENT_ERROR_AREAS.map((area) => Type.Literal(area))),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    stack: Type.Optional(Type.String({ maxLength: 20_000, description: 'Trimmed by the API to its first lines.' })),
    release: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._+@-]+$', description: 'The front-end build, e.g. 1.0.0+3f2a9c1.' }),
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/[^?#\\s]*$', description: 'The page path, without query or fragment.' }),
  },
  { additionalProperties: false, title: 'ClientErrorReport' },
);

export type ClientErrorArea = (typeof CLIENT_ERROR_AREAS)[number];
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const PLATFORM_ENDPOINTS = {
  checkHealth: endpoint({ method: 'GET', path: '/health', access: 'public', response: { 200: Type.Object({ status: Type.Literal('ok') }) } }),
  // 503 is an answer of its own here: the same shape, naming what fails.
  checkReadiness: endpoint({ method: 'GET', path: '/ready', access: 'public', response: { 200: Readiness, 503: Readiness } }),
  reportClientError: endpoint({
    method: 'POST',
    path: '/client_errors',
    access: 'public',
    body: ClientErrorReport,
    response: { 204: NoContent },
    errors: [429],
  }),
};
