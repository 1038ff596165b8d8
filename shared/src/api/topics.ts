import { apiClient } from '@academy/shared/api/client';
import type { Topic } from '@academy/shared/domain/types';

export type TopicPayload = Omit<Topic, 'id'>;

export async function listTopics(courseId: number): Promise<Topic[]> {
  const { data } = await apiClient.get<Topic[]>('/cla_topics', { params: { cla_course_id: courseId } });
  return data;
}

export async function createTopic(topic: TopicPayload): Promise<Topic> {
  const { data } = await apiClient.post<Topic>('/cla_topics', { topic });
  return data;
}

export async function updateTopic(id: number, topic: TopicPayload): Promise<Topic> {
  const { data } = await apiClient.put<Topic>(`/cla_topics/${id}`, { topic });
  return data;
}

export async function deleteTopic(id: number): Promise<void> {
  await apiClient.delete(`/cla_topics/${id}`);
}
