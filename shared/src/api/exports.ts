import { apiClient } from '@academy/shared/api/client';

/** The CSV downloads of the API, by path (each needs the caller's token, so it is fetched, then saved). */
export type CsvExport = '/cla_gradebook/csv' | '/cla_attendances/class_sheet/csv' | '/cla_attendances/summary/csv' | '/cla_dashboards/student_list/csv';

/** Fetches a CSV export and hands it to the browser as a download named `filename`. */
export async function downloadCsv(path: CsvExport, params: Record<string, number | undefined>, filename: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
