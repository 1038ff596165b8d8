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

/** A note of every student's dashboard, edited or retired by an administrator. */
export interface StandingNote {
  id: number;
  text: string;
}

export async function listStandingNotes(): Promise<StandingNote[]> {
  const { data } = await apiClient.get<StandingNote[]>('/announcements/standing');
  return data;
}

export async function updateStandingNote(id: number, text: string): Promise<StandingNote> {
  const { data } = await apiClient.put<StandingNote>(`/announcements/standing/${id}`, { text });
  return data;
}

export async function retireStandingNote(id: number): Promise<void> {
  await apiClient.delete(`/announcements/standing/${id}`);
}
