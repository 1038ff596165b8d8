import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { endOtherSessions, endSession, listSessions, type AccountSession } from '@academy/shared/api/auth';
import { errorMessage } from '@academy/shared/api/error-message';
import LoadFailed from '@academy/shared/ui/LoadFailed';
import { describeDevice } from '@academy/shared/format/device';
import '@academy/shared/styles/account-security.css';

const LOAD_FAILED = 'Your sessions could not be loaded.';
const END_FAILED = 'The session could not be signed out. Please try again.';

/** In the reader's own time zone. */
const lastUsedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; sessions: AccountSession[] };

/** Profile: the account's signed-in sessions (device, last use); any or all others can be signed out. */
export default function SessionsSection() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [ending, setEnding] = useState<number | 'others' | null>(null);

  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', sessions: await listSessions() });
    } catch (error) {
      setLoaded({ state: 'failed', message: errorMessage(error, LOAD_FAILED) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function end(which: number | 'others') {
    if (ending !== null) return;
    setEnding(which);
    try {
      await (which === 'others' ? endOtherSessions() : endSession(which));
      toast.success(which === 'others' ? 'Every other session was signed out.' : 'The session was signed out.');
      await load();
    } catch (error) {
      toast.error(errorMessage(error, END_FAILED));
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className="account-security" aria-labelledby="sessions-title" aria-busy={loaded.state === 'loading'}>
      <h2 id="sessions-title">Signed-in sessions</h2>
      {loaded.state === 'loading' && (
        <p className="skeleton" role="status">
          Loading your sessions...
        </p>
      )}
      {loaded.state === 'failed' && (
        <LoadFailed
          message={loaded.message}
          onRetry={() => {
            setLoaded({ state: 'loading' });
            void load();
          }}
        />
      )}
      {loaded.state === 'ready' && (
        <>
          <ul className="session-list">
            {loaded.sessions.map((session) => (
              <li key={session.id} className="session-item">
                <div>
                  <span className="session-device">{describeDevice(session.user_agent)}</span>
                  {session.current && <span className="badge badge--info"> This device</span>}
                  <span className="session-last-used">Last used {lastUsedFormat.format(new Date(session.last_used_at))}</span>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={ending !== null}
                    onClick={() => void end(session.id)}
                    aria-label={`Sign out ${describeDevice(session.user_agent)}, last used ${lastUsedFormat.format(new Date(session.last_used_at))}`}
                  >
                    {ending === session.id ? 'Signing out...' : 'Sign out'}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {loaded.sessions.some((session) => !session.current) ? (
            <button type="button" className="btn btn--danger" disabled={ending !== null} onClick={() => void end('others')}>
              {ending === 'others' ? 'Signing out...' : 'Sign out all other sessions'}
            </button>
          ) : (
            <p className="empty-state">This is the only device signed in to your account.</p>
          )}
        </>
      )}
    </section>
  );
}
