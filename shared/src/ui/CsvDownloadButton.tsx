import { useState, type ReactNode } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import type { CallInput } from '@academy/shared/api/call';
import { downloadFile, type FileExport } from '@academy/shared/api/exports';
import { useT } from '@academy/shared/i18n/messages';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

type CsvEndpoint = Exclude<FileExport, 'getLiveClassCalendar' | 'getMyCertificatePdf'>;

export interface CsvDownloadButtonProps {
  /** The export's call, and the query that picks the cohort or class the screen shows. */
  endpoint: CsvEndpoint;
  query: Record<string, number | undefined>;
  filename: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A button that downloads one of the API's CSV exports; busy while it loads, a toast if it fails. */
export default function CsvDownloadButton({ endpoint, query, filename, disabled, children }: CsvDownloadButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // each CSV call takes only its query
      await downloadFile(endpoint, { query } as CallInput<CsvEndpoint>, filename);
    } catch {
      toast.error(t('states.downloadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <NetworkButton className="btn btn--secondary" onClick={() => void download()} disabled={disabled} busy={busy}>
      {busy ? t('states.downloading') : children}
    </NetworkButton>
  );
}
