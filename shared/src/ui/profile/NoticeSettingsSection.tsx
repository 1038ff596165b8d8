import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { NoticeSettings, UserNoticeKind } from '@academy/contract/schemas/notices';
import { browserTimeZone, knownTimeZones } from '@academy/contract/rules/time-zones';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/notifications.css';

const ZONES = knownTimeZones();

const LOAD_FAILED = 'Your notification settings could not be loaded.';

/** Profile: the reader's time zone, which notices send e-mail, and the private calendar feed URL. */
export default function NoticeSettingsSection() {
  const settings = useEndpoint('getNoticeSettings', {});
  const headingId = useId();
  return (
    <section className="notice-settings card" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications and calendar</h2>
      <QueryState query={settings} loading={{ label: 'Loading your notification settings...', shape: 'list' }} failed={LOAD_FAILED}>
        {(loaded) => <NoticeSettingsForm settings={loaded} />}
      </QueryState>
    </section>
  );
}

function NoticeSettingsForm({ settings }: { settings: NoticeSettings }) {
  const [zone, setZone] = useState(settings.time_zone ?? '');
  const [emailOff, setEmailOff] = useState<UserNoticeKind[]>(() => settings.kinds.filter((kind) => !kind.email).map((kind) => kind.kind));
  const saveSettings = useEndpointMutation('saveNoticeSettings', { invalidates: ['getNoticeSettings'] });
  const resetCalendar = useEndpointMutation('resetCalendarUrl', { invalidates: ['getNoticeSettings'] });
  const zoneId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await saveSettings.mutateAsync({ body: { time_zone: zone || null, email_off: emailOff } });
      toast.success('Notification settings saved.');
    } catch {
      toast.error('The settings could not be saved. Check the time zone and try again.');
    }
  }

  async function reset() {
    try {
      await resetCalendar.mutateAsync({});
      toast.success('A new calendar link is ready; the old one no longer works.');
    } catch {
      toast.error('The calendar link could not be reset. Please try again.');
    }
  }

  return (
    <>
      <form onSubmit={(event) => void save(event)}>
        <label htmlFor={zoneId}>Your time zone</label>
        <input
          id={zoneId}
          list={`${zoneId}-zones`}
          value={zone}
          placeholder={`Your browser's: ${browserTimeZone()}`}
          onChange={(event) => setZone(event.target.value)}
        />
        <datalist id={`${zoneId}-zones`}>
          {ZONES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <fieldset>
          <legend>Send me an e-mail when</legend>
          {settings.kinds.map((kind) => (
            <label key={kind.kind} className="notice-settings__kind">
              <input
                type="checkbox"
                checked={!emailOff.includes(kind.kind)}
                onChange={(event) => setEmailOff((off) => (event.target.checked ? off.filter((k) => k !== kind.kind) : [...off, kind.kind]))}
              />{' '}
              {kind.label}
            </label>
          ))}
          <p className="notification__body">Every notice still appears under the bell in the portal.</p>
        </fieldset>
        <button type="submit" className="btn" disabled={saveSettings.isPending}>
          {saveSettings.isPending ? 'Saving...' : 'Save notification settings'}
        </button>
      </form>
      <h3>Calendar feed</h3>
      <p>Subscribe to this private address in Google Calendar, Outlook or Apple Calendar. Keep it to yourself.</p>
      <p className="notice-settings__calendar-url">{settings.calendar_url}</p>
      <button type="button" className="btn btn--secondary" onClick={() => void reset()}>
        Reset calendar link
      </button>
    </>
  );
}
