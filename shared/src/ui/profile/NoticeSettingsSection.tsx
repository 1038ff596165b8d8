import { useId, useState, type FormEvent } from 'react';
import { focusField } from '@academy/shared/forms/focus';
import { toast } from '@academy/shared/feedback/toast';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { NoticeSettings, UserNoticeKind } from '@academy/contract/schemas/notices';
import { browserTimeZone, isTimeZone, knownTimeZones } from '@academy/contract/rules/time-zones';
import { useT } from '@academy/shared/i18n/messages';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/notifications.css';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import TextField from '@academy/shared/ui/forms/TextField';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';

const ZONES = knownTimeZones();

/** Profile: the reader's time zone, which notices send e-mail, and the private calendar feed URL. */
export default function NoticeSettingsSection() {
  const t = useT();
  const settings = useEndpoint('getNoticeSettings', {});
  const headingId = useId();
  return (
    <section className="notice-settings card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.notices.title')}</h2>
      <QueryState query={settings} loading={{ label: t('profile.notices.loading'), shape: 'list' }} failed={t('profile.notices.loadFailed')}>
        {(loaded) => <NoticeSettingsForm settings={loaded} />}
      </QueryState>
    </section>
  );
}

function NoticeSettingsForm({ settings }: { settings: NoticeSettings }) {
  const t = useT();
  const [zone, setZone] = useState(settings.time_zone ?? '');
  const [emailOff, setEmailOff] = useState<UserNoticeKind[]>(() => settings.kinds.filter((kind) => !kind.email).map((kind) => kind.kind));
  const saveSettings = useEndpointMutation('saveNoticeSettings', { invalidates: ['getNoticeSettings'] });
  const resetCalendar = useEndpointMutation('resetCalendarUrl', { invalidates: ['getNoticeSettings'] });
  const [askingReset, setAskingReset] = useState(false);
  const zonesId = useId();
  const [zoneError, setZoneError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    // a zone typed rather than picked is said wrong on its field, before anything is sent
    const unknownZone = zone !== '' && !isTimeZone(zone);
    setZoneError(unknownZone ? t('profile.notices.zoneUnknown', { zone: browserTimeZone() }) : null);
    if (unknownZone) {
      focusField(event.currentTarget as HTMLFormElement, 'time_zone');
      return;
    }
    try {
      await saveSettings.mutateAsync({ body: { time_zone: zone || null, email_off: emailOff } });
      toast.success(t('profile.notices.saved'));
    } catch {
      toast.error(t('profile.notices.saveFailed'));
    }
  }

  async function reset() {
    try {
      await resetCalendar.mutateAsync({});
      toast.success(t('profile.calendar.resetDone'));
    } catch {
      toast.error(t('profile.calendar.resetFailed'));
    } finally {
      setAskingReset(false);
    }
  }

  return (
    <>
      <form onSubmit={(event) => void save(event)}>
        <TextField
          label={t('profile.notices.timeZone')}
          name="time_zone"
          list={zonesId}
          value={zone}
          error={zoneError}
          placeholder={browserTimeZone()}
          hint={t('profile.notices.browserZone', { zone: browserTimeZone() })}
          onChange={(event) => setZone(event.target.value)}
        />
        <datalist id={zonesId}>
          {ZONES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <fieldset>
          <legend>{t('profile.notices.emailWhen')}</legend>
          {settings.kinds.map((kind) => (
            <label key={kind.kind} className="notice-settings__kind">
              <input
                type="checkbox"
                checked={!emailOff.includes(kind.kind)}
                onChange={(event) => setEmailOff((off) => (event.target.checked ? off.filter((k) => k !== kind.kind) : [...off, kind.kind]))}
              />
              {t('profile.notices.kind', { kind: kind.kind })}
            </label>
          ))}
          <p className="notification__body">{t('profile.notices.bell')}</p>
        </fieldset>
        <SubmitButton busy={saveSettings.isPending} busyText={t('states.saving')}>
          {t('profile.notices.save')}
        </SubmitButton>
      </form>
      <h3>{t('profile.calendar.title')}</h3>
      <p>{t('profile.calendar.hint')}</p>
      <p className="notice-settings__calendar-url">
        <bdi dir="ltr">{settings.calendar_url}</bdi>
      </p>
      <NetworkButton className="btn btn--secondary" onClick={() => setAskingReset(true)}>
        {t('profile.calendar.reset')}
      </NetworkButton>
      {askingReset && (
        // every calendar subscribed to the old address stops updating: not a click to make by mistake
        <ConfirmDialog
          title={t('profile.calendar.resetQuestion')}
          message={t('profile.calendar.resetMessage')}
          confirmLabel={t('profile.calendar.reset')}
          busy={resetCalendar.isPending}
          busyText={t('profile.calendar.resetting')}
          onConfirm={() => void reset()}
          onCancel={() => setAskingReset(false)}
        />
      )}
    </>
  );
}
