import { apiClient } from '@academy/shared/api/client';
import type { User } from '@academy/shared/domain/types';

export interface InvitationDetails {
  name: string;
  email: string;
  role: string;
  cohort_name: string | null;
}

/** Who the mailed link is for; a refused link answers 400 with the reason. */
export async function getInvitation(token: string): Promise<InvitationDetails> {
  const { data } = await apiClient.post<InvitationDetails>('/invitation', { token });
  return data;
}

/** Sets the password, makes the account and answers a signed-in session. */
export async function acceptInvitation(token: string, password: string, passwordConfirmation: string): Promise<{ token: string; user: User }> {
  const { data } = await apiClient.post<{ token: string; user: User }>('/invitation/accept', { token, password, password_confirmation: passwordConfirmation });
  return data;
}
