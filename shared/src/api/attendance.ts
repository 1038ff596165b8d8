import { apiClient } from '@academy/shared/api/client';
import type {
  AttendanceHistoryItem,
  AttendanceRecord,
  AttendanceSummaryRow,
  AttendanceStatus,
  ClassSheet,
  MissingAttendanceStudent,
} from '@academy/shared/domain/types';

export async function listMissingAttendance(liveClassId: number, cohortId: number): Promise<MissingAttendanceStudent[]> {
  const { data } = await apiClient.get<{ data: { missing_users: MissingAttendanceStudent[] } }>('/cla_attendances/missing_attendance', {
    params: { cla_live_class_id: liveClassId, cla_cohort_id: cohortId },
  });
  return data.data.missing_users;
}

export async function recordAttendance(record: AttendanceRecord): Promise<void> {
  await apiClient.post('/cla_attendances', { cla_attendance: record });
}

export async function getClassSheet(liveClassId: number): Promise<ClassSheet> {
  const { data } = await apiClient.get<ClassSheet>('/cla_attendances/class_sheet', { params: { cla_live_class_id: liveClassId } });
  return data;
}

/** Records many students of one class at once: all or none. */
export async function saveClassSheet(liveClassId: number, records: { cla_user_id: number; status: AttendanceStatus }[]): Promise<void> {
  await apiClient.post('/cla_attendances/class_sheet', { cla_attendance_sheet: { cla_live_class_id: liveClassId, records } });
}

/** Corrects a recorded class: each student named gets the status sent (recorded if they had none). */
export async function correctClassSheet(
  liveClassId: number,
  records: { cla_user_id: number; status: AttendanceStatus }[],
): Promise<{ recorded: number; corrected: number }> {
  const { data } = await apiClient.put<{ recorded: number; corrected: number }>('/cla_attendances/class_sheet', {
    cla_attendance_sheet: { cla_live_class_id: liveClassId, records },
  });
  return data;
}

export async function listMyAttendance(): Promise<AttendanceHistoryItem[]> {
  const { data } = await apiClient.get<AttendanceHistoryItem[]>('/cla_attendances/mine');
  return data;
}

/** A cohort's attendance summary: each student's classes by status and attendance percentage. */
export async function getAttendanceSummary(cohortId: number): Promise<AttendanceSummaryRow[]> {
  const { data } = await apiClient.get<AttendanceSummaryRow[]>('/cla_attendances/summary', { params: { cla_cohort_id: cohortId } });
  return data;
}
