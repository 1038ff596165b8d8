import { apiClient } from '@academy/shared/api/client';

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
