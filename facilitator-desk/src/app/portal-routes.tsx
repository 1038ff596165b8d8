import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@academy/shared/session/store';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { screenRoutes, type ScreenElements } from '@academy/shared/ui/portal/screen-routes';
import InstructorDesk from '../features/desk/InstructorDesk';
import PasskeyRequiredGate from '../features/passkey-gate/PasskeyRequiredGate';
import { useT } from '../i18n';

// My Desk is where a facilitator lands; every other screen's code loads when it is opened.
const AssignmentDetailsScreen = lazy(() => import('../features/assignments/AssignmentDetailsScreen'));
const AssignmentFormScreen = lazy(() => import('../features/assignments/AssignmentFormScreen'));
const AssignmentsScreen = lazy(() => import('../features/assignments/AssignmentsScreen'));
const SubmissionScreen = lazy(() => import('../features/submissions/SubmissionScreen'));
const UnmarkedSubmissionsScreen = lazy(() => import('../features/submissions/UnmarkedSubmissionsScreen'));
const ProfileScreen = lazy(() => import('@academy/shared/ui/profile/ProfileScreen'));
const CourseForm = lazy(() => import('../features/courses/CourseForm'));
const FacilitatorCourseDetails = lazy(() => import('../features/courses/FacilitatorCourseDetails'));
const FacilitatorCoursesScreen = lazy(() => import('../features/courses/FacilitatorCoursesScreen'));
const TopicForm = lazy(() => import('../features/courses/TopicForm'));
const AttendanceScreen = lazy(() => import('../features/attendance/AttendanceScreen'));
const ClassAttendanceScreen = lazy(() => import('../features/attendance/ClassAttendanceScreen'));
const AnnouncementsScreen = lazy(() => import('../features/announcements/AnnouncementsScreen'));
const GradebookScreen = lazy(() => import('../features/gradebook/GradebookScreen'));
const StudentViewScreen = lazy(() => import('../features/desk/StudentViewScreen'));
const FacilitatorLiveClasses = lazy(() => import('../features/live-classes/FacilitatorLiveClasses'));
const LiveClassForm = lazy(() => import('../features/live-classes/LiveClassForm'));
const AdminRoutes = lazy(() => import('./admin-routes'));

/** The facilitator's screens of the route table (shared/src/routing/portal-screens). */
export const DESK_SCREENS: ScreenElements = {
  instructorDesk: <InstructorDesk />,
  announcements: <AnnouncementsScreen />,
  courses: <FacilitatorCoursesScreen />,
  courseDetails: <FacilitatorCourseDetails />,
  courseForm: <CourseForm />,
  topicForm: <TopicForm />,
  assignments: <AssignmentsScreen />,
  assignmentDetails: <AssignmentDetailsScreen />,
  assignmentForm: <AssignmentFormScreen />,
  submissions: <UnmarkedSubmissionsScreen />,
  submission: <SubmissionScreen />,
  gradebook: <GradebookScreen />,
  studentView: <StudentViewScreen />,
  events: <FacilitatorLiveClasses />,
  liveClassForm: <LiveClassForm />,
  attendance: <AttendanceScreen />,
  classAttendance: <ClassAttendanceScreen />,
  profile: <ProfileScreen />,
};

/**
 * Routes under /portal for the academy's staff: a facilitator's desk, or for an administrator the
 * administration (docs/federation.md, "Route ownership").
 */
export default function PortalRoutes() {
  const t = useT();
  const role = useSessionStore((state) => state.user?.cla_role_name);
  if (role === 'admin') {
    return (
      <PasskeyRequiredGate>
        <Suspense fallback={<LoadingPlaceholder label={t('admin.loading')} shape="table" />}>
          <AdminRoutes />
        </Suspense>
      </PasskeyRequiredGate>
    );
  }
  return (
    <PasskeyRequiredGate>
      <Routes>
        <Route index element={<Navigate to={portalPath('instructorDesk')} replace />} />
        {screenRoutes('facilitator', DESK_SCREENS)}
        <Route path="*" element={<PortalFallback />} />
      </Routes>
    </PasskeyRequiredGate>
  );
}
