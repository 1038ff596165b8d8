// Schemas of the platform's own calls: readiness and browser error reports.
import { Type, type Static } from '@sinclair/typebox';

const PartState = Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('not configured'), Type.Literal('not checked')]);

export const READINESS_PARTS = ['database', 'outbox', 'redis', 'smtp'] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

export const Readiness = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
    failing: Type.Array(Type.Union(READINESS_PARTS.map((part) => Type.Literal(part))), { description: 'The parts that fail, empty when ready.' }),
    checks: Type.Object({
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
