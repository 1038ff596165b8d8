// The /cla_topics calls and their shapes: the answer and the wrapped payload.
import { Type, type Static } from '@sinclair/typebox';
import { Description, Id, IdParams, Name, NoContent, wrapped } from '@academy/contract/schemas/common';
import { endpoint } from '@academy/contract/endpoint';

export const Topic = Type.Object(
  { id: Type.Integer(), name: Type.String(), description: Type.String(), cla_course_id: Type.Integer() },
  { additionalProperties: false },
);
export const TopicBody = wrapped('topic', { name: Name, description: Description, cla_course_id: Id });

export const TopicOrderBody = Type.Object(
  {
    cla_course_id: Id,
    ids: Type.Array(Id, { maxItems: 500, uniqueItems: true, description: 'Every topic id of the course, in the order its page shows them.' }),
  },
  { additionalProperties: false },
);

export type Topic = Static<typeof Topic>;
export type TopicBody = Static<typeof TopicBody>;

export const TOPIC_ENDPOINTS = {
  listTopics: endpoint({
    method: 'GET',
    path: '/cla_topics',
    access: 'signed-in',
    query: Type.Object({ cla_course_id: Id }, { additionalProperties: false }),
    response: { 200: Type.Array(Topic) },
    errors: [403, 404],
  }),
  createTopic: endpoint({
    method: 'POST',
    path: '/cla_topics',
    access: ['facilitator'],
    body: TopicBody,
    response: { 201: Topic },
    errors: [404, 422],
    idempotent: true,
  }),
  updateTopic: endpoint({
    method: 'PUT',
    path: '/cla_topics/:id',
    access: ['facilitator'],
    params: IdParams,
    body: TopicBody,
    response: { 200: Topic },
    errors: [404],
  }),
  reorderTopics: endpoint({
    method: 'PUT',
    path: '/cla_topics/order',
    access: ['facilitator'],
    body: TopicOrderBody,
    response: { 200: Type.Array(Topic) },
    errors: [404],
  }),
  deleteTopic: endpoint({ method: 'DELETE', path: '/cla_topics/:id', access: ['facilitator'], params: IdParams, response: { 204: NoContent }, errors: [404] }),
};
