import { apiClient } from '@academy/shared/api/client';
import type { User } from '@academy/shared/domain/types';

export interface SignInAnswer {
  token?: string;
  user: User;
}

export interface SignUpPayload {
  name: string;
  email: string;
  phone_number: string;
  birthday: string;
  password: string;
  password_confirmation: string;
  cla_role_id: number;
  cla_cohort_id: number | null;
}

/** `current_password` only when the e-mail address changes. */
export type ProfilePayload = Pick<User, 'name' | 'email' | 'phone_number' | 'birthday'> & { cla_cohort_id?: number | null; current_password?: string };

/** Without `rememberMe` the server ends the session after a day unused. */
export async function signIn(email: string, password: string, rememberMe = false): Promise<SignInAnswer> {
  const { data } = await apiClient.post<SignInAnswer>('/sign_in', { user: { email, password, remember_me: rememberMe } });
  return data;
}

/** Revokes `token` on the server (the session in the page may already be gone). */
export async function signOut(token: string): Promise<void> {
  await apiClient.post('/sign_out', undefined, { headers: { Authorization: `Bearer ${token}` } });
}

export async function signUp(user: SignUpPayload): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/sign_up', { user });
  return data;
}

export async function editProfile(userId: number, user: ProfilePayload): Promise<{ message: string; user: User }> {
  const { data } = await apiClient.put<{ message: string; user: User }>('/edit_profile', { user }, { params: { id: userId } });
  return data;
}

export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/forgot_password', { email });
  return data;
}

export async function resetPassword(token: string, password: string): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/reset_password', { token, password });
  return data;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export async function changePassword(change: PasswordChange): Promise<{ message: string }> {
  const { data } = await apiClient.put<{ message: string }>('/password', change);
  return data;
}

/** A signed-in session of the caller's account. */
export interface AccountSession {
  id: number;
  user_agent: string | null;
  signed_in_at: string;
  last_used_at: string;
  current: boolean;
}

export async function listSessions(): Promise<AccountSession[]> {
  const { data } = await apiClient.get<AccountSession[]>('/sessions');
  return data;
}

export async function endSession(id: number): Promise<void> {
  await apiClient.delete(`/sessions/${id}`);
}

export async function endOtherSessions(): Promise<void> {
  await apiClient.delete('/sessions');
}
