import { useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AdminCohort, AdminCourse, AdminUser } from '@academy/shared/domain/types';
import SelectField from '@academy/shared/ui/forms/SelectField';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useT } from './i18n';

/** The courses whose owner was taken off their cohort (and so cannot reach them), each handed to a facilitator of the cohort. */
export default function CourseHandover({ cohorts, facilitators }: { cohorts: AdminCohort[]; facilitators: AdminUser[] }) {
  // a change to a cohort's facilitators refreshes this list (CohortsScreen invalidates it)
  const t = useT();
  const loadFailed = t('handover.loadFailed');
  const courses = useEndpoint('listAdminCourses', {}, { failureToast: loadFailed });
  return (
    <section aria-labelledby="fd-admin-handover-title">
      <h2 id="fd-admin-handover-title">{t('handover.title')}</h2>
      <QueryState query={courses} loading={{ label: t('handover.loading'), shape: 'table' }} failed={loadFailed}>
        {(list) => <HandoverList courses={list.filter((course) => !course.owner_assigned)} cohorts={cohorts} facilitators={facilitators} />}
      </QueryState>
    </section>
  );
}

function HandoverList({ courses, cohorts, facilitators }: { courses: AdminCourse[]; cohorts: AdminCohort[]; facilitators: AdminUser[] }) {
  const t = useT();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const transfer = useEndpointMutation('transferCourse', { invalidates: ['listAdminCourses'] });
  if (courses.length === 0) return <p className="empty-state">{t('handover.none')}</p>;

  async function handOver(course: AdminCourse) {
    try {
      const moved = await transfer.mutateAsync({ params: { id: course.id }, body: { facilitator_id: Number(chosen[course.id]) } });
      toast.success(t('handover.done', { name: moved.name, owner: moved.owner_name }));
    } catch (error) {
      toast.error(errorMessage(error, t('handover.failed')));
    }
  }

  return (
    <ul className="fd-admin__cohorts">
      {courses.map((course) => {
        const assigned = cohorts.find((cohort) => cohort.id === course.cohort_id)?.facilitator_ids ?? [];
        const options = facilitators.filter((f) => assigned.includes(f.id)).map((f) => ({ value: String(f.id), label: f.name }));
        return (
          <li key={course.id} className="card">
            <h3>{course.name}</h3>
            <p>{t('handover.owner', { cohort: course.cohort_name, owner: course.owner_name })}</p>
            {options.length === 0 ? (
              <p>{t('handover.assignFirst', { cohort: course.cohort_name })}</p>
            ) : (
              <div className="fd-admin__actions">
                <SelectField
                  label={t('handover.newOwner', { name: course.name })}
                  name={`owner-${course.id}`}
                  placeholder={t('handover.choose')}
                  options={options}
                  value={chosen[course.id] ?? ''}
                  onChange={(event) => setChosen((previous) => ({ ...previous, [course.id]: event.target.value }))}
                />
                <button type="button" className="btn btn--secondary" disabled={!chosen[course.id]} onClick={() => void handOver(course)}>
                  {t('handover.handOver')}
                  <span className="visually-hidden"> {course.name}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
