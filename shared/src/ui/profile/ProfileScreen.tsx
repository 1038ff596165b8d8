import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { formatBirthday } from '@academy/shared/format/dates';
import { ACCOUNT_PATHS, type EditProfileRouteState } from '@academy/shared/routing/account-routes';
import { logout } from '@academy/shared/session/logout';
import { noteIntentionalLogout } from '@academy/shared/session/portal-access';
import { useSessionStore } from '@academy/shared/session/store';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/profile.css';

const NOT_SET = 'Not set';

/** /portal/profile for both roles (SPEC 2.6); each portal remote mounts it. */
export default function ProfileScreen() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (!user) return null;

  const isStudent = user.cla_role_name === 'student';
  const details: [string, string][] = [
    [isStudent ? 'Student ID' : 'User ID', String(user.id)],
    ['Email', user.email],
    ['Phone', user.phone_number || NOT_SET],
    ['Birthday', formatBirthday(user.birthday) ?? NOT_SET],
    ['Cohort', user.cla_cohort_name || 'Not assigned'],
  ];

  function editProfile() {
    const state: EditProfileRouteState = { mode: 'edit', user: user! };
    navigate(ACCOUNT_PATHS.account, { state });
  }

  async function confirmLogout() {
    if (leaving) return;
    setLeaving(true);
    // the portal's session guard must not take this sign-out for an expired session
    noteIntentionalLogout();
    await logout();
    toast.success('Logged out successfully!');
    navigate(ACCOUNT_PATHS.login, { replace: true });
  }

  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <p className="profile-name">{user.name}</p>
      <dl className="profile-details">
        {details.map(([term, value]) => (
          <div key={term} className="profile-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="profile-actions">
        <Link className="button button-secondary" to={ACCOUNT_PATHS.certificate}>
          Download Certificate
        </Link>
        <button type="button" className="button button-primary" onClick={editProfile}>
          Edit Profile
        </button>
        <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
          Logout
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Log out?"
          message="You will need to log in again to use the portal."
          confirmLabel="Logout"
          busy={leaving}
          busyText="Logging out..."
          onConfirm={() => void confirmLogout()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
