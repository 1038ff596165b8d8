import { Link } from 'react-router-dom';
import { LIVE_CLASS_ACTIONS, LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import LiveClassActions from './LiveClassActions';
import './live-classes.css';

/** /portal/events for a facilitator: the shared list with Schedule, Edit, Delete and, once held, the recording. */
export default function FacilitatorLiveClasses() {
  return (
    <LiveClassesScreen
      headerActions={
        <Link className="btn" to={LIVE_CLASS_PATHS.form}>
          {LIVE_CLASS_ACTIONS.schedule}
        </Link>
      }
      renderActions={(liveClass, onRemoved, onChanged) => <LiveClassActions liveClass={liveClass} onRemoved={onRemoved} onChanged={onChanged} />}
    />
  );
}
