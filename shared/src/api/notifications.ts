import { apiClient } from '@academy/shared/api/client';

export interface Notification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  at: string;
  read: boolean;
}

export interface NoticeSettings {
  time_zone: string | null;
  academy_time_zone: string;
  kinds: { kind: string; label: string; email: boolean }[];
  calendar_url: string;
}

export async function listNotifications(): Promise<{ unread: number; notifications: Notification[] }> {
  const { data } = await apiClient.get<{ unread: number; notifications: Notification[] }>('/notifications');
  return data;
}

export async function markNotificationRead(id: number): Promise<void> {
  await apiClient.put(`/notifications/${id}/read`);
}

export async function getNoticeSettings(): Promise<NoticeSettings> {
  const { data } = await apiClient.get<NoticeSettings>('/notification_settings');
  return data;
}

export async function saveNoticeSettings(settings: { time_zone: string | null; email_off: string[] }): Promise<NoticeSettings> {
  const { data } = await apiClient.put<NoticeSettings>('/notification_settings', settings);
  return data;
}

export async function resetCalendarUrl(): Promise<NoticeSettings> {
  const { data } = await apiClient.post<NoticeSettings>('/notification_settings/calendar_reset');
  return data;
}

/** The one-event .ics of a class, as a file download. */
export async function downloadClassCalendar(id: number): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/cla_live_classes/${id}/calendar.ics`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `live-class-${id}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}
