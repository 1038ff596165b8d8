// The API's file downloads: each needs the caller's token, so it is fetched, then handed to the
// browser as a download.
import { apiClient } from '@academy/shared/api/client';
import type { CallInput } from '@academy/shared/api/call';
import { fillPath } from '@academy/contract/endpoint';
import type { EndpointName } from '@academy/contract/endpoints';
import { ENDPOINT_ROUTES } from '@academy/contract/endpoint-routes';

/** The API's answers that are files. */
export type FileExport = Extract<
  EndpointName,
  'exportClassSheet' | 'exportAttendanceSummary' | 'exportStudentList' | 'getGradebookCsv' | 'getLiveClassCalendar' | 'getMyCertificatePdf'
>;

/** Hands `data` to the browser as a download named `filename`. */
export function saveFile(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Fetches the file call `name` answers and hands it to the browser as a download named `filename`. */
export async function downloadFile<N extends FileExport>(name: N, input: CallInput<N>, filename: string): Promise<void> {
  const { method, path } = ENDPOINT_ROUTES[name];
  const { params, query } = input as { params?: object; query?: object };
  const { data } = await (await apiClient()).request<Blob>({ method, url: fillPath(path, params), params: query, responseType: 'blob' });
  saveFile(data, filename);
}
