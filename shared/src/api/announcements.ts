import { apiClient } from '@academy/shared/api/client';
import type { Announcement } from '@academy/shared/domain/types';

export async function listAnnouncements(cohortId: number): Promise<Announcement[]> {
  const { data } = await apiClient.get<Announcement[]>('/announcements', { params: { cla_cohort_id: cohortId } });
  return data;
}

export interface NewAnnouncement {
  cla_cohort_id: number;
  title: string;
  body: string;
  pinned: boolean;
  ends_on: string | null;
}

export async function postAnnouncement(announcement: NewAnnouncement): Promise<Announcement> {
  const { data } = await apiClient.post<Announcement>('/announcements', announcement);
  return data;
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await apiClient.delete(`/announcements/${id}`);
}
