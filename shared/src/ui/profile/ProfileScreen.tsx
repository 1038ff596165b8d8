import { Link, useNavigate } from 'react-router-dom';
import { formatBirthday } from '@academy/shared/format/dates';
import { ACCOUNT_PATHS, type EditProfileRouteState } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { useLogoutConfirmation } from '@academy/shared/ui/portal/LogoutConfirmation';
import NoticeSettingsSection from '@academy/shared/ui/profile/NoticeSettingsSection';
import ChangePasswordSection from '@academy/shared/ui/profile/ChangePasswordSection';
import SessionsSection from '@academy/shared/ui/profile/SessionsSection';
import PersonalDataSection from '@academy/shared/ui/profile/PersonalDataSection';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/profile.css';

const NOT_SET = 'Not set';

/** /portal/profile for both roles (docs/requirements.md §2.6); each portal remote mounts it. */
export default function ProfileScreen() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const { askToLogout, dialog: logoutDialog } = useLogoutConfirmation();

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
        <Link className="btn btn--secondary" to={ACCOUNT_PATHS.certificate}>
          Download Certificate
        </Link>
        <button type="button" className="btn" onClick={editProfile}>
          Edit Profile
        </button>
        <button type="button" className="btn btn--danger" onClick={askToLogout}>
          Logout
        </button>
      </div>
      <NoticeSettingsSection />
      <ChangePasswordSection />
      <SessionsSection />
      <PersonalDataSection />
      {logoutDialog}
    </section>
  );
}
