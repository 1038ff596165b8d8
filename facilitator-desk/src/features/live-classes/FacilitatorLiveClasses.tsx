import { Link, useSearchParams } from 'react-router-dom';
import { LIVE_CLASS_PATHS, type LiveClassFormRouteState, preselectedCourseIdFrom } from '@academy/shared/routing/live-class-routes';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import LiveClassActions from './LiveClassActions';
import { useT } from '../../i18n';
import './live-classes.css';

/** /portal/events for a facilitator: the shared list with Schedule, Edit, Delete and, once held, the recording. */
export default function FacilitatorLiveClasses() {
  const t = useT();
  // one course's classes ("View Live Classes" of a course): Schedule is for that course, as on the course
  const courseId = preselectedCourseIdFrom(null, useSearchParams()[0]);
  const state: LiveClassFormRouteState | undefined = courseId === null ? undefined : { courseId };
  return (
    <LiveClassesScreen
      headerActions={
        <Link className="btn" to={LIVE_CLASS_PATHS.form} state={state}>
          {t('portal.form.scheduleLiveClass')}
        </Link>
      }
      renderActions={(liveClass, onRemoved, onChanged) => <LiveClassActions liveClass={liveClass} onRemoved={onRemoved} onChanged={onChanged} />}
    />
  );
}
