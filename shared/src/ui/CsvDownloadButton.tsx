import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { downloadCsv, type CsvExport } from '@academy/shared/api/exports';

const DOWNLOAD_FAILED = 'The download failed. Please try again.';

export interface CsvDownloadButtonProps {
  path: CsvExport;
  params: Record<string, number | undefined>;
  filename: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A button that downloads one of the API's CSV exports; busy while it loads, a toast if it fails. */
export default function CsvDownloadButton({ path, params, filename, disabled, children }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadCsv(path, params, filename);
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
