import { apiClient } from '@academy/shared/api/client';
import type { UndeliveredMail } from '@academy/shared/contract/admin';
import type {
  AdminCohort,
  AdminCourse,
  AdminUser,
  AuditEntry,
  FacultyMember,
  FaqItem,
  Invitation,
  InvitationState,
  InvitationUpload,
  RoleName,
} from '@academy/shared/domain/types';

export interface UserQuery {
  role?: RoleName;
  cla_cohort_id?: number;
  q?: string;
}

export async function listAccounts(query: UserQuery): Promise<AdminUser[]> {
  const { data } = await apiClient.get<AdminUser[]>('/admin/users', { params: query });
  return data;
}

export async function setAccountActive(id: number, active: boolean): Promise<AdminUser> {
  const { data } = await apiClient.post<AdminUser>(`/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}`);
  return data;
}

export async function sendPasswordReset(id: number): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>(`/admin/users/${id}/password_reset`);
  return data.message;
}

export async function moveStudent(id: number, cohortId: number): Promise<AdminUser> {
  const { data } = await apiClient.put<AdminUser>(`/admin/users/${id}/cohort`, { cla_cohort_id: cohortId });
  return data;
}

/** Students who signed up themselves and await approval, longest waiting first. */
export async function listAwaitingApproval(): Promise<AdminUser[]> {
  const { data } = await apiClient.get<AdminUser[]>('/admin/approvals');
  return data;
}

/** Approves a waiting student (their cohort opens), or declines them (the account is deactivated). */
export async function decideApproval(id: number, decision: 'approve' | 'decline'): Promise<AdminUser> {
  const { data } = await apiClient.post<AdminUser>(`/admin/approvals/${id}/${decision}`);
  return data;
}

export async function listAdminCohorts(): Promise<AdminCohort[]> {
  const { data } = await apiClient.get<AdminCohort[]>('/admin/cohorts');
  return data;
}

export interface CohortInput {
  name: string;
  start_date: string | null;
  end_date: string | null;
}

export async function createCohort(input: CohortInput): Promise<AdminCohort> {
  const { data } = await apiClient.post<AdminCohort>('/admin/cohorts', input);
  return data;
}

export async function updateCohort(id: number, input: CohortInput): Promise<AdminCohort> {
  const { data } = await apiClient.put<AdminCohort>(`/admin/cohorts/${id}`, input);
  return data;
}

export async function setCohortOpen(id: number, open: boolean): Promise<AdminCohort> {
  const { data } = await apiClient.post<AdminCohort>(`/admin/cohorts/${id}/${open ? 'reopen' : 'close'}`);
  return data;
}

export async function setCohortFacilitators(id: number, facilitatorIds: number[]): Promise<AdminCohort> {
  const { data } = await apiClient.put<AdminCohort>(`/admin/cohorts/${id}/facilitators`, { facilitator_ids: facilitatorIds });
  return data;
}

export async function listAdminCourses(): Promise<AdminCourse[]> {
  const { data } = await apiClient.get<AdminCourse[]>('/admin/courses');
  return data;
}

export async function transferCourse(id: number, facilitatorId: number): Promise<AdminCourse> {
  const { data } = await apiClient.put<AdminCourse>(`/admin/courses/${id}/owner`, { facilitator_id: facilitatorId });
  return data;
}

export interface AuditQuery {
  action?: string;
  subject_type?: string;
  from?: string;
  to?: string;
}

export async function listAudit(query: AuditQuery): Promise<AuditEntry[]> {
  const { data } = await apiClient.get<AuditEntry[]>('/admin/audit', { params: query });
  return data;
}

/** Mail the mail server refused for good (an address that does not exist), newest first. */
export async function listUndeliveredMail(): Promise<UndeliveredMail[]> {
  const { data } = await apiClient.get<UndeliveredMail[]>('/admin/undelivered_mail');
  return data;
}

export async function listInvitations(state?: InvitationState): Promise<Invitation[]> {
  const { data } = await apiClient.get<Invitation[]>('/admin/invitations', { params: state ? { state } : {} });
  return data;
}

export interface NewInvitation {
  name: string;
  email: string;
  role: 'student' | 'facilitator';
  cla_cohort_id: number | null;
}

export async function inviteOne(invitation: NewInvitation): Promise<Invitation> {
  const { data } = await apiClient.post<Invitation>('/admin/invitations', invitation);
  return data;
}

/** `step`: preview checks the file and stores nothing; import invites its good rows. */
export async function uploadInvitations(step: 'preview' | 'import', csv: string): Promise<InvitationUpload> {
  const { data } = await apiClient.post<InvitationUpload>(`/admin/invitations/${step}`, csv, { headers: { 'Content-Type': 'text/csv' } });
  return data;
}

export async function changeInvitation(id: number, action: 'resend' | 'revoke'): Promise<Invitation> {
  const { data } = await apiClient.post<Invitation>(`/admin/invitations/${id}/${action}`);
  return data;
}

export interface FaqItemInput {
  question: string;
  answer: string;
}

export async function createFaqItem(input: FaqItemInput): Promise<FaqItem> {
  const { data } = await apiClient.post<FaqItem>('/admin/faq', input);
  return data;
}

export async function updateFaqItem(id: number, input: FaqItemInput): Promise<FaqItem> {
  const { data } = await apiClient.put<FaqItem>(`/admin/faq/${id}`, input);
  return data;
}

export async function deleteFaqItem(id: number): Promise<void> {
  await apiClient.delete(`/admin/faq/${id}`);
}

/** Puts the FAQ in the order of `ids` (every question once); answers the new list. */
export async function reorderFaq(ids: number[]): Promise<FaqItem[]> {
  const { data } = await apiClient.put<FaqItem[]>('/admin/faq/order', { ids });
  return data;
}

export interface FacultyMemberInput {
  name: string;
  title: string;
  biography: string;
}

/** The faculty as the public page shows it, for the administrator's editor. */
export async function listFaculty(): Promise<FacultyMember[]> {
  const { data } = await apiClient.get<FacultyMember[]>('/content/faculty');
  return data;
}

export async function createFacultyMember(input: FacultyMemberInput): Promise<FacultyMember> {
  const { data } = await apiClient.post<FacultyMember>('/admin/faculty', input);
  return data;
}

export async function updateFacultyMember(id: number, input: FacultyMemberInput): Promise<FacultyMember> {
  const { data } = await apiClient.put<FacultyMember>(`/admin/faculty/${id}`, input);
  return data;
}

export async function deleteFacultyMember(id: number): Promise<void> {
  await apiClient.delete(`/admin/faculty/${id}`);
}

export async function reorderFaculty(ids: number[]): Promise<FacultyMember[]> {
  const { data } = await apiClient.put<FacultyMember[]>('/admin/faculty/order', { ids });
  return data;
}

/** Sends the image file itself; the API checks its content (JPEG, PNG or WebP, at most 2 MB). */
export async function uploadPortrait(id: number, file: Blob): Promise<FacultyMember> {
  const { data } = await apiClient.put<FacultyMember>(`/admin/faculty/${id}/portrait`, file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return data;
}

/** The FAQ as the public page shows it, for the administrator's editor. */
export async function listFaq(): Promise<FaqItem[]> {
  const { data } = await apiClient.get<FaqItem[]>('/content/faq');
  return data;
}
