import { apiClient } from '@academy/shared/api/client';
import type { ContactMessage } from '@academy/shared/domain/types';

/** Sends a visitor's message to the academy (stored and e-mailed by the API). */
export async function sendContactMessage(contactMessage: ContactMessage): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/contact_messages', { contact_message: contactMessage });
  return data;
}
