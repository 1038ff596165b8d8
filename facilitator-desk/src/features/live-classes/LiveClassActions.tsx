import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { LiveClass } from '@academy/shared/domain/types';
import { LIVE_CLASS_PATHS, type LiveClassFormRouteState } from '@academy/shared/routing/live-class-routes';
import '@academy/shared/styles/forms.css';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import { LIVE_CLASS_CHANGES } from './live-class-changes';
import RecordingLinkForm from './RecordingLinkForm';

interface LiveClassActionsProps {
  liveClass: LiveClass;
  onRemoved: () => void;
  onChanged: (saved: LiveClass) => void;
}

function hasStarted(liveClass: LiveClass): boolean {
  return new Date(liveClass.starts_at) <= new Date();
}

/** A facilitator's Edit and Delete on a live class card (docs/requirements.md §2.12); Delete asks first. */
export default function LiveClassActions({ liveClass, onRemoved, onChanged }: LiveClassActionsProps) {
  const navigate = useNavigate();
  const cancel = useEndpointMutation('deleteLiveClass', { invalidates: LIVE_CLASS_CHANGES });

  function edit() {
    const state: LiveClassFormRouteState = { liveClass };
    navigate(LIVE_CLASS_PATHS.form, { state });
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={edit}>
        Edit<span className="visually-hidden"> {liveClass.name}</span>
      </button>
      <DeleteWithConfirm
        label="Delete"
        hiddenContext={` ${liveClass.name}`}
        question={`Delete the live class ${liveClass.name}?`}
        message="It disappears from every list; attendance already recorded for it is kept."
        successText="Live class deleted successfully!"
        failureText="Failed to delete live class. Please try again."
        remove={() => cancel.mutateAsync({ params: { id: liveClass.id } })}
        onRemoved={onRemoved}
      />
      {hasStarted(liveClass) && <RecordingLinkForm liveClass={liveClass} onSaved={onChanged} />}
    </>
  );
}
