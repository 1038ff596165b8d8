import { useMemo, useState } from 'react';
import {
  COURSE_CATEGORY_TABS,
  COURSE_FETCH_FAILED_TEXT,
  COURSE_STATUS_TABS,
  DEFAULT_COURSE_STATUS,
  coursesIn,
  type CourseStatus,
} from '@academy/shared/domain/courses';
import type { Course, CourseCategory } from '@academy/shared/domain/types';
import { todayIsoDate } from '@academy/shared/format/dates';
import { coursesLoading, useCourses } from '@academy/shared/hooks/use-courses';
import { useSessionStore } from '@academy/shared/session/store';
import Tabs, { translatedTabs } from '@academy/shared/ui/Tabs';
import CourseButtons from '@academy/shared/ui/courses/CourseButtons';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useT } from '../../i18n';
import { useLocale } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/tabs.css';
import './courses-screen.css';

/** /portal/courses for a student (docs/requirements.md §2.7): the cohort's courses by category, then by status. */
export default function CoursesScreen() {
  const cohortId = useSessionStore((state) => state.user?.cla_cohort_id ?? null);
  const scope = useMemo(() => (cohortId ? { cohort_id: cohortId } : null), [cohortId]);
  const courses = useCourses(scope);
  const [category, setCategory] = useState<CourseCategory>('program');
  const [status, setStatus] = useState<CourseStatus>(DEFAULT_COURSE_STATUS);
  const today = todayIsoDate();
  const t = useT();
  const locale = useLocale();

  /**
   * An empty tab names the tabs of its category that have courses, and how many (a first visit opens on
   * Done, empty on day one), or the other category when this one has none.
   */
  function emptyTabHint(loaded: Course[], shown: CourseCategory, empty: CourseStatus): string {
    const elsewhere = COURSE_STATUS_TABS.filter((tab) => tab.value !== empty)
      .map((tab) => ({ label: t(tab.label), count: coursesIn(loaded, shown, tab.value, today).length }))
      .filter(({ count }) => count > 0);
    if (elsewhere.length === 0) {
      // none in this category at all: the other one, where there are
      const other = COURSE_CATEGORY_TABS.find((tab) => tab.value !== shown && loaded.some((course) => course.category === tab.value));
      return other ? t('courses.empty.elsewhere', { tabs: t(other.label) }) : t('courses.empty.hint');
    }
    const tabs = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      elsewhere.map(({ label, count }) => t('courses.empty.tabCount', { tab: label, count })),
    );
    return t('courses.empty.elsewhere', { tabs });
  }

  return (
    <section className="sp-courses" aria-labelledby="sp-courses-title">
      <h1 id="sp-courses-title">{t('portal.screen.courses')}</h1>
      <QueryState query={courses} loading={coursesLoading(t)} failed={t(COURSE_FETCH_FAILED_TEXT)}>
        {(loaded) => (
          <Tabs label={t('courses.categoryTabs')} tabs={translatedTabs(COURSE_CATEGORY_TABS, t)} selected={category} onSelect={setCategory}>
            <Tabs label={t('courses.statusTabs')} tabs={translatedTabs(COURSE_STATUS_TABS, t)} selected={status} onSelect={setStatus}>
              <CourseButtons
                courses={coursesIn(loaded, category, status, today)}
                empty={{
                  title: t('courses.empty', { category, status }),
                  hint: emptyTabHint(loaded, category, status),
                }}
              />
            </Tabs>
          </Tabs>
        )}
      </QueryState>
    </section>
  );
}
