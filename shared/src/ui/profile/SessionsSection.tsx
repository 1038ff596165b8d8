import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import type { AccountSession } from '@academy/contract/schemas/accounts';
import { describeDevice } from '@academy/shared/format/device';
import { describeMoment } from '@academy/contract/rules/time-zones';
import { useReaderTimeZone } from '@academy/shared/notifications/reader-zone';
import QueryState from '@academy/shared/ui/states/QueryState';
import '@academy/shared/styles/account-security.css';

const LOAD_FAILED = 'Your sessions could not be loaded.';
const END_FAILED = 'The session could not be signed out. Please try again.';

/** Profile: the account's signed-in sessions (device, last use); any or all others can be signed out. */
export default function SessionsSection() {
  const sessions = useEndpoint('listSessions', {});
  const endOne = useEndpointMutation('endSession', { invalidates: ['listSessions'] });
  const endOthers = useEndpointMutation('endOtherSessions', { invalidates: ['listSessions'] });
  const [ending, setEnding] = useState<number | 'others' | null>(null);

  async function end(which: number | 'others') {
    if (ending !== null) return;
    setEnding(which);
    try {
      await (which === 'others' ? endOthers.mutateAsync({}) : endOne.mutateAsync({ params: { id: which } }));
      toast.success(which === 'others' ? 'Every other session was signed out.' : 'The session was signed out.');
    } catch (error) {
      toast.error(errorMessage(error, END_FAILED));
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className="account-security" aria-labelledby="sessions-title" aria-busy={sessions.status === 'pending'}>
      <h2 id="sessions-title">Signed-in sessions</h2>
      <QueryState query={sessions} loading={{ label: 'Loading your sessions...', shape: 'list' }} failed={errorMessage(sessions.error, LOAD_FAILED)}>
        {(list) => <SessionList sessions={list} ending={ending} onEnd={(which) => void end(which)} />}
      </QueryState>
    </section>
  );
}

interface SessionListProps {
  sessions: AccountSession[];
  ending: number | 'others' | null;
  onEnd: (which: number | 'others') => void;
}

function SessionList({ sessions, ending, onEnd }: SessionListProps) {
  const zone = useReaderTimeZone();
  const lastUsed = (session: AccountSession) => describeMoment(new Date(session.last_used_at), zone);
  return (
    <>
      <ul className="session-list">
        {sessions.map((session) => (
          <li key={session.id} className="session-item">
            <div>
              <span className="session-device">{describeDevice(session.user_agent)}</span>
              {session.current && <span className="badge badge--info"> This device</span>}
              <span className="session-last-used">
                Last used <time dateTime={session.last_used_at}>{lastUsed(session)}</time>
              </span>
            </div>
            {!session.current && (
              <button
                type="button"
                className="btn btn--secondary"
                disabled={ending !== null}
                onClick={() => onEnd(session.id)}
                aria-label={`Sign out ${describeDevice(session.user_agent)}, last used ${lastUsed(session)}`}
              >
                {ending === session.id ? 'Signing out...' : 'Sign out'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {sessions.some((session) => !session.current) ? (
        <button type="button" className="btn btn--danger" disabled={ending !== null} onClick={() => onEnd('others')}>
          {ending === 'others' ? 'Signing out...' : 'Sign out all other sessions'}
        </button>
      ) : (
        <p className="empty-state">This is the only device signed in to your account.</p>
      )}
    </>
  );
}
