import { Navigate, Route, Routes } from 'react-router-dom';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import { screenRoutes, type ScreenElements } from '@academy/shared/ui/portal/screen-routes';
import { portalPath } from '@academy/shared/routing/portal-screens';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import AccountsScreen from '../features/admin/AccountsScreen';
import AuditScreen from '../features/admin/AuditScreen';
import AnnouncementsScreen from '../features/announcements/AnnouncementsScreen';
import CohortsScreen from '../features/admin/CohortsScreen';
import FacultyScreen from '../features/admin/FacultyScreen';
import FaqScreen from '../features/admin/FaqScreen';
import InvitationsScreen from '../features/admin/InvitationsScreen';
import StandingNotesSection from '../features/admin/StandingNotesSection';
import CourseDetails from '@academy/shared/ui/courses/CourseDetails';
import FacilitatorCoursesScreen from '../features/courses/FacilitatorCoursesScreen';
import GradebookScreen from '../features/gradebook/GradebookScreen';
import StudentViewScreen from '../features/desk/StudentViewScreen';
import StudentsScreen from '../features/desk/StudentsScreen';

/** The administrator's screens of the route table (shared/src/routing/portal-screens): the administration, oversight of teaching and their profile. */
export const ADMIN_SCREENS: ScreenElements = {
  adminAccounts: <AccountsScreen />,
  adminCohorts: <CohortsScreen />,
  adminInvitations: <InvitationsScreen />,
  adminAnnouncements: (
    <>
      <AnnouncementsScreen />
      <StandingNotesSection />
    </>
  ),
  adminFaq: <FaqScreen />,
  adminFaculty: <FacultyScreen />,
  adminAudit: <AuditScreen />,
  // oversight: the desk's screens, read only
  courses: <FacilitatorCoursesScreen />,
  courseDetails: <CourseDetails />,
  gradebook: <GradebookScreen />,
  students: <StudentsScreen />,
  studentView: <StudentViewScreen />,
  profile: <ProfileScreen />,
};

/** Routes under /portal for an administrator. */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={portalPath('adminAccounts')} replace />} />
      {screenRoutes('admin', ADMIN_SCREENS)}
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
