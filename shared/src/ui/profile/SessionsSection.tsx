import { useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AccountSession } from '@academy/contract/schemas/accounts';
import { deviceOf } from '@academy/shared/format/device';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { useLocale, useT, type SharedMessageKey, type Translate } from '@academy/shared/i18n/messages';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/account-security.css';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';

/** 'Firefox on Windows' from the browser's User-Agent text; as much of the text as fits when it names neither. */
function deviceName(userAgent: string | null, t: Translate<SharedMessageKey>): string {
  if (!userAgent) return t('profile.sessions.unknownDevice');
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return t('profile.sessions.device', { browser, system });
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** Profile: the account's signed-in sessions (device, last use); any or all others can be signed out. */
export default function SessionsSection() {
  const t = useT();
  const sessions = useEndpoint('listSessions', {});
  const endOne = useEndpointMutation('endSession', { invalidates: ['listSessions'] });
  const endOthers = useEndpointMutation('endOtherSessions', { invalidates: ['listSessions'] });
  const [ending, setEnding] = useState<number | 'others' | null>(null);
  // signing every other device out asks first: it reaches devices the reader may not have in hand
  const [askingOthers, setAskingOthers] = useState(false);

  async function end(which: number | 'others') {
    if (ending !== null) return;
    setEnding(which);
    try {
      await (which === 'others' ? endOthers.mutateAsync({}) : endOne.mutateAsync({ params: { id: which } }));
      toast.success(t(which === 'others' ? 'profile.sessions.endedOthers' : 'profile.sessions.ended'));
    } catch (error) {
      toast.error(errorMessage(error, t('profile.sessions.endFailed')));
    } finally {
      setEnding(null);
      setAskingOthers(false);
    }
  }

  return (
    <section className="account-security" aria-labelledby="sessions-title" aria-busy={sessions.status === 'pending'}>
      <h2 id="sessions-title">{t('profile.sessions.title')}</h2>
      <QueryState
        query={sessions}
        loading={{ label: t('profile.sessions.loading'), shape: 'list' }}
        failed={errorMessage(sessions.error, t('profile.sessions.loadFailed'))}
      >
        {(list) => <SessionList sessions={list} ending={ending} onEnd={(which) => (which === 'others' ? setAskingOthers(true) : void end(which))} />}
      </QueryState>
      {askingOthers && (
        <ConfirmDialog
          title={t('profile.sessions.othersQuestion')}
          message={t('profile.sessions.othersMessage')}
          confirmLabel={t('profile.sessions.signOutOthers')}
          busy={ending === 'others'}
          busyText={t('profile.sessions.signingOut')}
          onConfirm={() => void end('others')}
          onCancel={() => setAskingOthers(false)}
        />
      )}
    </section>
  );
}

interface SessionListProps {
  sessions: AccountSession[];
  ending: number | 'others' | null;
  onEnd: (which: number | 'others') => void;
}

function SessionList({ sessions, ending, onEnd }: SessionListProps) {
  const t = useT();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const lastUsed = (session: AccountSession) => describeMoment(new Date(session.last_used_at), zone, locale);
  return (
    <>
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id} className="session-item">
            <div>
              <span className="session-device">{deviceName(session.user_agent, t)}</span>
              {/* the space between the name and the badge, not inside the badge: a gap in either direction */}
              {session.current && (
                <>
                  {' '}
                  <span className="badge badge--info">{t('profile.sessions.thisDevice')}</span>
                </>
              )}
              <span className="session-last-used">
                {t('profile.sessions.lastUsed', { time: <time dateTime={session.last_used_at}>{lastUsed(session)}</time> })}
              </span>
            </div>
            {!session.current && (
              <NetworkButton
                className="btn btn--secondary"
                disabled={ending !== null}
                onClick={() => onEnd(session.id)}
                // while it goes, named by the words it shows
                aria-label={
                  ending === session.id ? undefined : t('profile.sessions.signOutOne', { device: deviceName(session.user_agent, t), time: lastUsed(session) })
                }
              >
                {t(ending === session.id ? 'profile.sessions.signingOut' : 'profile.sessions.signOut')}
              </NetworkButton>
            )}
          </li>
        ))}
      </ul>
      {sessions.some((session) => !session.current) ? (
        <NetworkButton className="btn btn--danger" disabled={ending !== null} onClick={() => onEnd('others')}>
          {t(ending === 'others' ? 'profile.sessions.signingOut' : 'profile.sessions.signOutOthers')}
        </NetworkButton>
      ) : (
        <p className="empty-state">{t('profile.sessions.onlyDevice')}</p>
      )}
    </>
  );
}
