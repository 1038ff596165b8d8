import { apiClient } from '@academy/shared/api/client';
import type { Submission, SubmissionMark } from '@academy/shared/domain/types';

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

/** Marks (or re-marks) the work; feedback left out keeps the one given before. */
export async function markSubmission(id: number, score: number, feedback?: string): Promise<Submission> {
  const { data } = await apiClient.put<Submission>(`/cla_submissions/${id}`, { cla_submission: { score, feedback } });
  return data;
}

export async function getSubmission(id: number): Promise<Submission> {
  const { data } = await apiClient.get<Submission>(`/cla_submissions/${id}`);
  return data;
}

/** Every mark the submission was given, newest first (its facilitator only). */
export async function listSubmissionMarks(id: number): Promise<SubmissionMark[]> {
  const { data } = await apiClient.get<SubmissionMark[]>(`/cla_submissions/${id}/marks`);
  return data;
}

/** The student replaces the link of their unmarked work. */
export async function replaceSubmissionLink(id: number, downloadLink: string): Promise<Submission> {
  const { data } = await apiClient.put<Submission>(`/cla_submissions/${id}/link`, { cla_submission: { download_link: downloadLink } });
  return data;
}
