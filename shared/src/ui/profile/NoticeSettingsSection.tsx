import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import type { NoticeSettings, UserNoticeKind } from '@academy/shared/contract/notices';
import { browserTimeZone } from '@academy/shared/format/time-zones';
import { forgetReaderZone } from '@academy/shared/notifications/reader-zone';
import '@academy/shared/styles/notifications.css';

const ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Profile: the reader's time zone, which notices send e-mail, and the private calendar feed URL. */
export default function NoticeSettingsSection() {
  const [settings, setSettings] = useState<NoticeSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [zone, setZone] = useState('');
  const [emailOff, setEmailOff] = useState<UserNoticeKind[]>([]);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const zoneId = useId();

  function show(next: NoticeSettings) {
    setSettings(next);
    setZone(next.time_zone ?? '');
    setEmailOff(next.kinds.filter((kind) => !kind.email).map((kind) => kind.kind));
  }

  useEffect(() => {
    call('getNoticeSettings').then(show, () => setFailed(true));
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      show(await call('saveNoticeSettings', { body: { time_zone: zone || null, email_off: emailOff } }));
      forgetReaderZone();
      toast.success('Notification settings saved.');
    } catch {
      toast.error('The settings could not be saved. Check the time zone and try again.');
    } finally {
      setSaving(false);
    }
  }

  async function reset() {
    try {
      show(await call('resetCalendarUrl'));
      toast.success('A new calendar link is ready; the old one no longer works.');
    } catch {
      toast.error('The calendar link could not be reset. Please try again.');
    }
  }

  return (
    <section className="notice-settings card" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications and calendar</h2>
      {failed && <p role="alert">Your notification settings could not be loaded.</p>}
      {!settings && !failed && <p className="skeleton">Loading...</p>}
      {settings && (
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
            <button type="submit" className="btn" disabled={saving}>
              {saving ? 'Saving...' : 'Save notification settings'}
            </button>
          </form>
          <h3>Calendar feed</h3>
          <p>Subscribe to this private address in Google Calendar, Outlook or Apple Calendar. Keep it to yourself.</p>
          <p className="notice-settings__calendar-url">{settings.calendar_url}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void reset()}>
            Reset calendar link
          </button>
        </>
      )}
    </section>
  );
}
