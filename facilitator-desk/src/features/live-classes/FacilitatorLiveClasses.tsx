import { Link } from 'react-router-dom';
import { LIVE_CLASS_ACTIONS, LIVE_CLASS_PATHS } from '@academy/shared/routing/live-class-routes';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import LiveClassActions from './LiveClassActions';
import './live-classes.css';

/** /portal/events for a facilitator: the shared list with Schedule, Edit and Delete. */
export default function FacilitatorLiveClasses() {
  return (
    <LiveClassesScreen
      headerActions={
        <Link className="button button-primary" to={LIVE_CLASS_PATHS.form}>
          {LIVE_CLASS_ACTIONS.schedule}
        </Link>
      }
      renderActions={(liveClass, onRemoved) => <LiveClassActions liveClass={liveClass} onRemoved={onRemoved} />}
    />
  );
}
