import { Route, Routes } from 'react-router-dom';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import AccountsScreen from '../features/admin/AccountsScreen';
import AuditScreen from '../features/admin/AuditScreen';
import AnnouncementsScreen from '../features/announcements/AnnouncementsScreen';
import StandingNotesSection from '../features/announcements/StandingNotesSection';
import CohortsScreen from '../features/admin/CohortsScreen';
import FacultyScreen from '../features/admin/FacultyScreen';
import FaqScreen from '../features/admin/FaqScreen';
import InvitationsScreen from '../features/admin/InvitationsScreen';

/** Routes under /portal for an administrator: the administration and their profile, nothing of the desk. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="profile" element={<ProfileScreen />} />
      <Route path="admin" element={<AccountsScreen />} />
      <Route path="admin/cohorts" element={<CohortsScreen />} />
      <Route path="admin/audit" element={<AuditScreen />} />
      <Route path="admin/invitations" element={<InvitationsScreen />} />
      <Route
        path="admin/announcements"
        element={
          <>
            <AnnouncementsScreen />
            <StandingNotesSection />
          </>
        }
      />
      <Route path="admin/faq" element={<FaqScreen />} />
      <Route path="admin/faculty" element={<FacultyScreen />} />
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
