// The API's file downloads: each needs the caller's token, so it is fetched, then handed to the
// browser as a download.
import { apiClient } from '@academy/shared/api/client';
import { ENDPOINTS, type EndpointName } from '@academy/shared/contract/endpoints';

/** The CSV exports: by the name of their call, or by path for those not yet in the endpoint table. */
export type CsvExport = 'getGradebookCsv' | '/cla_attendances/class_sheet/csv' | '/cla_attendances/summary/csv' | '/cla_dashboards/student_list/csv';

type FileDownload = Extract<EndpointName, 'getGradebookCsv' | 'getMyCertificatePdf'>;

const pathOf = (target: CsvExport | FileDownload) => (target.startsWith('/') ? target : ENDPOINTS[target as FileDownload].path);

async function download(target: CsvExport | FileDownload, params: Record<string, number | undefined>, filename: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(pathOf(target), { params, responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Fetches a CSV export and hands it to the browser as a download named `filename`. */
export function downloadCsv(target: CsvExport, params: Record<string, number | undefined>, filename: string): Promise<void> {
  return download(target, params, filename);
}

/** The signed-in student's certificate, saved as certificate.pdf. */
export function downloadMyCertificate(): Promise<void> {
  return download('getMyCertificatePdf', {}, 'certificate.pdf');
}
