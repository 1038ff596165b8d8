import { COURSE_FETCH_FAILED_TEXT } from '@academy/shared/domain/courses';
import type { CoursesLoad } from '@academy/shared/hooks/use-courses';
import '@academy/shared/styles/courses.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';

/** What a course list shows while it loads or after it failed (docs/requirements.md §2.7); nothing once ready. */
export default function CourseLoadState({ load }: { load: CoursesLoad }) {
  if (load.status === 'loading') {
    return <LoadingPlaceholder label="Loading courses..." shape="list" />;
  }
  if (load.status === 'failed') {
    return (
      <p role="alert" className="academy-courses__error">
        {COURSE_FETCH_FAILED_TEXT}
      </p>
    );
  }
  return null;
}
