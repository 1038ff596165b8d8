// The /cla_topics shapes: the answer and the wrapped payload.
import { Type } from '@sinclair/typebox';
import { Description, Id, Name, wrapped } from '../../http/schemas';

export const Topic = Type.Object(
  { id: Type.Integer(), name: Type.String(), description: Type.String(), cla_course_id: Type.Integer() },
  { additionalProperties: false },
);
export const TopicBody = wrapped('topic', { name: Name, description: Description, cla_course_id: Id });
