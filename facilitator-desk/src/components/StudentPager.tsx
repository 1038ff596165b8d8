import { useState } from 'react';
import { STUDENT_PAGE } from '@academy/contract/rules/limits';
import { useT } from '../i18n';
import Pager, { type PagerWords } from './Pager';

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

/** Previous and next students around the numbers of the students shown. */
export default function StudentPager({ pages, shown, lastUserId }: { pages: StudentPages; shown: number; lastUserId: number | undefined }) {
  const t = useT();
  const words: PagerWords = {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    shown: (from, to) => t('pager.shown', { from, to }),
    none: t('pager.none'),
  };
  const next = () => lastUserId !== undefined && pages.next(lastUserId);
  return <Pager pages={{ index: pages.index, size: STUDENT_PAGE, previous: pages.previous, next }} shown={shown} words={words} />;
}
