import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { CallInput } from '@academy/shared/api/call';
import { downloadCsv, downloadFile, type CsvExport, type FileExport } from '@academy/shared/api/exports';

const DOWNLOAD_FAILED = 'The download failed. Please try again.';

type CsvEndpoint = Exclude<FileExport, 'getLiveClassCalendar'>;

/** Which export: a call of the endpoint table with its query, or one not in the table yet by path. */
type CsvSource = { endpoint: CsvEndpoint; query: Record<string, number | undefined> } | { path: CsvExport; params: Record<string, number | undefined> };

export type CsvDownloadButtonProps = CsvSource & {
  filename: string;
  disabled?: boolean;
  children: ReactNode;
};

function fetchCsv(source: CsvSource, filename: string): Promise<void> {
  // each CSV call takes only its query, the cohort or class the screen shows
  if ('endpoint' in source) return downloadFile(source.endpoint, { query: source.query } as CallInput<CsvEndpoint>, filename);
  return downloadCsv(source.path, source.params, filename);
}

/** A button that downloads one of the API's CSV exports; busy while it loads, a toast if it fails. */
export default function CsvDownloadButton({ filename, disabled, children, ...source }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await fetchCsv(source, filename);
    } catch {
      toast.error(DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn--secondary" onClick={() => void download()} disabled={disabled || busy} aria-busy={busy}>
      {children}
    </button>
  );
}
