import { apiClient } from '@academy/shared/api/client';
import type { DeletionRequestView } from '@academy/shared/contract/admin';

/** Fetches everything the academy keeps about the signed-in person and hands it to the browser as a JSON download. */
export async function downloadMyData(): Promise<void> {
  const { data } = await apiClient.get<Blob>('/my_data', { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-leadership-academy-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Asks an administrator to delete the signed-in person's account. */
export async function requestAccountDeletion(): Promise<{ message: string }> {
  const { data } = await apiClient.post<{ message: string }>('/my_data/deletion_request');
  return data;
}

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
