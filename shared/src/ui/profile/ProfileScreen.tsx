import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatBirthday } from '@academy/shared/format/dates';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { ACCOUNT_PATHS, type EditProfileRouteState } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import { useLogoutConfirmation } from '@academy/shared/ui/portal/LogoutConfirmation';
import NoticeSettingsSection from '@academy/shared/ui/profile/NoticeSettingsSection';
import ChangePasswordSection from '@academy/shared/ui/profile/ChangePasswordSection';
import DataSaverSection from '@academy/shared/ui/profile/DataSaverSection';
import LanguageSection from '@academy/shared/ui/profile/LanguageSection';
import SessionsSection from '@academy/shared/ui/profile/SessionsSection';
import PasskeysSection from '@academy/shared/ui/profile/PasskeysSection';
import PersonalDataSection from '@academy/shared/ui/profile/PersonalDataSection';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/profile.css';

/** /portal/profile for both roles (docs/requirements.md §2.6); each portal remote mounts it. */
export default function ProfileScreen() {
  const t = useT();
  const locale = useLocale();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const { askToLogout, dialog: logoutDialog } = useLogoutConfirmation();

  if (!user) return null;

  const notSet = t('profile.notSet');
  // an address and a phone number read left to right in a right-to-left page too
  const details: [string, ReactNode][] = [
    [t('profile.id', { role: user.cla_role_name }), String(user.id)],
    [t('profile.email'), <bdi dir="ltr">{user.email}</bdi>],
    [t('profile.phone'), user.phone_number ? <bdi dir="ltr">{user.phone_number}</bdi> : notSet],
    [t('profile.birthday'), formatBirthday(user.birthday, locale) ?? notSet],
    [t('profile.cohort'), user.cla_cohort_name || t('profile.notAssigned')],
  ];

  function editProfile() {
    const state: EditProfileRouteState = { mode: 'edit', user: user! };
    navigate(localPath(ACCOUNT_PATHS.account), { state });
  }

  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('portal.screen.profile')}</h1>
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
          {t('profile.downloadCertificate')}
        </Link>
        <button type="button" className="btn" onClick={editProfile}>
          {t('profile.edit')}
        </button>
        <button type="button" className="btn btn--danger" onClick={askToLogout}>
          {t('portal.logout')}
        </button>
      </div>
      <LanguageSection />
      <DataSaverSection />
      <NoticeSettingsSection />
      <ChangePasswordSection />
      <PasskeysSection />
      <SessionsSection />
      <PersonalDataSection />
      {logoutDialog}
    </section>
  );
}
