import { apiClient } from '@academy/shared/api/client';
import type { AttendanceRecord, MissingAttendanceStudent } from '@academy/shared/domain/types';

export async function listMissingAttendance(liveClassId: number, cohortId: number): Promise<MissingAttendanceStudent[]> {
  const { data } = await apiClient.get<{ data: { missing_users: MissingAttendanceStudent[] } }>(
    '/cla_attendances/missing_attendance',
    { params: { cla_live_class_id: liveClassId, cla_cohort_id: cohortId } },
  );
  return data.data.missing_users;
}

export async function recordAttendance(record: AttendanceRecord): Promise<void> {
  await apiClient.post('/cla_attendances', { cla_attendance: record });
}
