// The /cla_topics shapes: the answer and the wrapped payload.
import { Type, type Static } from '@sinclair/typebox';
import { Description, Id, Name, wrapped } from '@academy/shared/contract/common';

export const Topic = Type.Object(
  { id: Type.Integer(), name: Type.String(), description: Type.String(), cla_course_id: Type.Integer() },
  { additionalProperties: false },
);
export const TopicBody = wrapped('topic', { name: Name, description: Description, cla_course_id: Id });

export type Topic = Static<typeof Topic>;
export type TopicBody = Static<typeof TopicBody>;
