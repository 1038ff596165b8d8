import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AdminCohort, AdminCourse, AdminUser } from '@academy/shared/domain/types';
import SelectField from '@academy/shared/ui/forms/SelectField';
import QueryState from '@academy/shared/ui/states/QueryState';

const LOAD_FAILED = 'Failed to load the courses.';

/** The courses whose owner was taken off their cohort (and so cannot reach them), each handed to a facilitator of the cohort. */
export default function CourseHandover({ cohorts, facilitators }: { cohorts: AdminCohort[]; facilitators: AdminUser[] }) {
  // a change to a cohort's facilitators refreshes this list (CohortsScreen invalidates it)
  const courses = useEndpoint('listAdminCourses', {}, { failureToast: LOAD_FAILED });
  return (
    <section aria-labelledby="fd-admin-handover-title">
      <h2 id="fd-admin-handover-title">Courses without a facilitator of their cohort</h2>
      <QueryState query={courses} loading={{ label: 'Loading the courses...', shape: 'table' }} failed={LOAD_FAILED}>
        {(list) => <HandoverList courses={list.filter((course) => !course.owner_assigned)} cohorts={cohorts} facilitators={facilitators} />}
      </QueryState>
    </section>
  );
}

function HandoverList({ courses, cohorts, facilitators }: { courses: AdminCourse[]; cohorts: AdminCohort[]; facilitators: AdminUser[] }) {
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const transfer = useEndpointMutation('transferCourse', { invalidates: ['listAdminCourses'] });
  if (courses.length === 0) return <p className="empty-state">Every course's owner is assigned to its cohort.</p>;

  async function handOver(course: AdminCourse) {
    try {
      const moved = await transfer.mutateAsync({ params: { id: course.id }, body: { facilitator_id: Number(chosen[course.id]) } });
      toast.success(`${moved.name} now belongs to ${moved.owner_name}.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not hand the course over.'));
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
            <p>
              {course.cohort_name}; owner {course.owner_name}, no longer assigned to it.
            </p>
            {options.length === 0 ? (
              <p>Assign a facilitator to {course.cohort_name} first.</p>
            ) : (
              <div className="fd-admin__actions">
                <SelectField
                  label={`New owner of ${course.name}`}
                  name={`owner-${course.id}`}
                  placeholder="Choose a facilitator"
                  options={options}
                  value={chosen[course.id] ?? ''}
                  onChange={(event) => setChosen((previous) => ({ ...previous, [course.id]: event.target.value }))}
                />
                <button type="button" className="btn btn--secondary" disabled={!chosen[course.id]} onClick={() => void handOver(course)}>
                  Hand over<span className="visually-hidden"> {course.name}</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
