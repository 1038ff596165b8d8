import { apiClient } from '@academy/shared/api/client';
import type { ClassSession, LiveClass } from '@academy/shared/domain/types';

export type LiveClassPayload = Pick<LiveClass, 'name' | 'date' | 'time' | 'duration' | 'zoom_link' | 'cla_course_id' | 'cohort_id' | 'cla_user_id'> & {
  /** the zone date and time were typed in */
  time_zone?: string;
};

/**
 * Which live classes to list; without a filter the server picks the caller's own (by role).
 * `filter_id` alone is read as the original contract says (a course of the caller's, else their
 * own user id, else a cohort); `filter` says which one it is.
 */
export type LiveClassFilter = { filter?: 'course' | 'user' | 'cohort'; filter_id: number };

export async function listLiveClasses(filter?: LiveClassFilter): Promise<LiveClass[]> {
  const { data } = await apiClient.get<LiveClass[]>('/cla_live_classes', { params: filter ?? {} });
  return data;
}

export async function listTodayClasses(): Promise<ClassSession[]> {
  const { data } = await apiClient.get<{ live_classes: ClassSession[] }>('/cla_live_classes/today_classes');
  return data.live_classes;
}

export async function createLiveClass(liveClass: LiveClassPayload): Promise<LiveClass> {
  const { data } = await apiClient.post<LiveClass>('/cla_live_classes', { cla_live_class: liveClass });
  return data;
}

export async function updateLiveClass(id: number, liveClass: LiveClassPayload): Promise<LiveClass> {
  const { data } = await apiClient.put<LiveClass>(`/cla_live_classes/${id}`, { cla_live_class: liveClass });
  return data;
}

/** Sets (or with null removes) the recording link of a class that has taken place. */
export async function setLiveClassRecording(id: number, recordingUrl: string | null): Promise<LiveClass> {
  const { data } = await apiClient.put<LiveClass>(`/cla_live_classes/${id}/recording`, { recording_url: recordingUrl });
  return data;
}

export async function deleteLiveClass(id: number): Promise<void> {
  await apiClient.delete(`/cla_live_classes/${id}`);
}
