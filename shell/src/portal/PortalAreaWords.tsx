import type { ReactNode } from 'react';
import { useLocale } from '@academy/shared/i18n/messages';
import { AreaWordsContext, type AreaWords } from '../remotes/area-words';
import { useT } from '../i18n';

/** The shell's words around the portal's area, in the page's language. */
export function usePortalAreaWords(): AreaWords {
  const t = useT();
  return {
    locale: useLocale(),
    loading: t('shell.loading'),
    failed: t('shell.failed'),
    otherVersion: (names) => t('shell.otherVersion', { names }),
    reload: t('shell.reload'),
    retry: t('states.retry'),
    moduleName: (kind) => t('shell.module', { kind }),
  };
}

export default function PortalAreaWords({ children }: { children: ReactNode }) {
  return <AreaWordsContext value={usePortalAreaWords()}>{children}</AreaWordsContext>;
}
