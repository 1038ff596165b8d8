import type { TopicBody } from '@academy/contract/schemas/topics';
import type { Topic } from '@academy/shared/domain/types';
import { compactErrors, requiredError, type FieldErrors } from '@academy/shared/forms/validation';
import { fieldName, nameError } from '../../i18n';

export interface TopicFormValues {
  name: string;
  description: string;
}

export type TopicFormField = keyof TopicFormValues;

export function initialTopicValues(topic: Topic | null): TopicFormValues {
  return topic ? { name: topic.name, description: topic.description } : { name: '', description: '' };
}

/** docs/requirements.md §5: a topic needs a name and a description. */
export function validateTopic(values: TopicFormValues): FieldErrors<TopicFormField> {
  return compactErrors<TopicFormField>({
    name: nameError(values.name),
    description: requiredError(values.description, fieldName('description')),
  });
}

export function topicPayload(values: TopicFormValues, courseId: number): { topic: Required<TopicBody['topic']> } {
  return { topic: { name: values.name.trim(), description: values.description.trim(), cla_course_id: courseId } };
}
