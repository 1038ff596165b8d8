import { apiClient } from '@academy/shared/api/client';
import type { DeletionRequestView } from '@academy/shared/contract/admin';

/** The administrator's list of open deletion requests, oldest first. */
export async function listDeletionRequests(): Promise<DeletionRequestView[]> {
  const { data } = await apiClient.get<DeletionRequestView[]>('/admin/deletion_requests');
  return data;
}

/** Confirms a deletion request: the personal fields go, the academic records stay unnamed. */
export async function confirmDeletionRequest(id: number): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>(`/admin/deletion_requests/${id}/confirm`);
  return data;
}
