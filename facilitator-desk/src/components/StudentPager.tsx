import { useState } from 'react';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';
import { useT } from '../i18n';
import './student-pager.css';

/**
 * Pages of a list of students in name order, as the API pages them (limit, after_user_id): the
 * page to ask for, and the steps to the next and previous ones. Each page after the first starts
 * after the last student of the one before; `restart` goes back to the first (another cohort).
 */
export function useStudentPages() {
  const [afters, setAfters] = useState<number[]>([]);
  const after = afters.at(-1);
  return {
    page: { limit: STUDENT_PAGE, ...(after === undefined ? {} : { after_user_id: after }) },
    index: afters.length,
    next: (lastUserId: number) => setAfters([...afters, lastUserId]),
    previous: () => setAfters(afters.slice(0, -1)),
    restart: () => setAfters([]),
  };
}

export type StudentPages = ReturnType<typeof useStudentPages>;

/** Previous and next buttons around the numbers of the students shown; a full page may have more after it. */
export default function StudentPager({ pages, shown, lastUserId }: { pages: StudentPages; shown: number; lastUserId: number | undefined }) {
  const t = useT();
  const from = pages.index * STUDENT_PAGE + 1;
  if (pages.index === 0 && shown < STUDENT_PAGE) return null;
  return (
    <nav className="fd-pager" aria-label={t('pager.label')}>
      <button type="button" className="btn btn--secondary" onClick={pages.previous} disabled={pages.index === 0}>
        {t('pager.previous')}
      </button>
      <p className="fd-pager__shown" aria-live="polite">
        {shown === 0 ? t('pager.none') : t('pager.shown', { from, to: from + shown - 1 })}
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => lastUserId !== undefined && pages.next(lastUserId)}
        disabled={shown < STUDENT_PAGE || lastUserId === undefined}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
