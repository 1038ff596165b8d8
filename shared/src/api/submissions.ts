import { apiClient } from '@academy/shared/api/client';
import type { Submission } from '@academy/shared/domain/types';

export interface SubmissionPayload {
  download_link: string;
  cla_assignment_id: number;
  cla_facilitator_id: number;
  cla_student_id: number;
}

/** Facilitators get the unmarked submissions to their assignments, students their own marked ones. */
export async function listSubmissions(userId: number): Promise<Submission[]> {
  const { data } = await apiClient.get<Submission[]>('/cla_submissions', { params: { cla_user_id: userId } });
  return data;
}

export async function submitAssignment(submission: SubmissionPayload): Promise<Submission> {
  const { data } = await apiClient.post<Submission>('/cla_submissions', { cla_submission: submission });
  return data;
}

export async function markSubmission(id: number, score: number): Promise<Submission> {
  const { data } = await apiClient.put<Submission>(`/cla_submissions/${id}`, { cla_submission: { score } });
  return data;
}
