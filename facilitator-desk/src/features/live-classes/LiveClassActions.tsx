import { useNavigate } from 'react-router-dom';
import { useEndpointMutation } from '@academy/shared/api/queries';
import type { LiveClass } from '@academy/shared/domain/types';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { useLocale } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import { LIVE_CLASS_PATHS, type LiveClassFormRouteState } from '@academy/shared/routing/live-class-routes';
import '@academy/shared/styles/forms.css';
import DeleteWithConfirm from '../../components/DeleteWithConfirm';
import { LIVE_CLASS_CHANGES } from './live-class-changes';
import RecordingLinkForm from './RecordingLinkForm';
import { useT } from '../../i18n';

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
  const t = useT();
  const navigate = useNavigate();
  const zone = useReaderTimeZone();
  const locale = useLocale();
  const cancel = useEndpointMutation('deleteLiveClass', { invalidates: LIVE_CLASS_CHANGES });

  function edit() {
    const state: LiveClassFormRouteState = { liveClass };
    navigate(LIVE_CLASS_PATHS.form, { state });
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={edit}>
        {t('action.edit')}
        <span className="visually-hidden"> {liveClass.name}</span>
      </button>
      <DeleteWithConfirm
        label={t('action.delete')}
        hiddenContext={` ${liveClass.name}`}
        question={t('liveClass.deleteQuestion', { name: liveClass.name })}
        message={t('liveClass.deleteMessage', { moment: describeMoment(new Date(liveClass.starts_at), zone, locale) })}
        successText={t('liveClass.deleted')}
        failureText={t('liveClass.deleteFailed')}
        remove={() => cancel.mutateAsync({ params: { id: liveClass.id } })}
        onRemoved={onRemoved}
      />
      {hasStarted(liveClass) && <RecordingLinkForm liveClass={liveClass} onSaved={onChanged} />}
    </>
  );
}
