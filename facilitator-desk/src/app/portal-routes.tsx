import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@academy/shared/session/store';
import AssignmentDetailsScreen from '../features/assignments/AssignmentDetailsScreen';
import AssignmentFormScreen from '../features/assignments/AssignmentFormScreen';
import AssignmentsScreen from '../features/assignments/AssignmentsScreen';
import SubmissionScreen from '../features/submissions/SubmissionScreen';
import UnmarkedSubmissionsScreen from '../features/submissions/UnmarkedSubmissionsScreen';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';
import { portalPath } from '@academy/shared/routing/portal-screens';
import { screenRoutes, type ScreenElements } from '@academy/shared/ui/portal/screen-routes';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import CourseForm from '../features/courses/CourseForm';
import FacilitatorCourseDetails from '../features/courses/FacilitatorCourseDetails';
import FacilitatorCoursesScreen from '../features/courses/FacilitatorCoursesScreen';
import TopicForm from '../features/courses/TopicForm';
import AttendanceScreen from '../features/attendance/AttendanceScreen';
import ClassAttendanceScreen from '../features/attendance/ClassAttendanceScreen';
import AnnouncementsScreen from '../features/announcements/AnnouncementsScreen';
import GradebookScreen from '../features/gradebook/GradebookScreen';
import InstructorDesk from '../features/desk/InstructorDesk';
import FacilitatorLiveClasses from '../features/live-classes/FacilitatorLiveClasses';
import LiveClassForm from '../features/live-classes/LiveClassForm';

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
  events: <FacilitatorLiveClasses />,
  liveClassForm: <LiveClassForm />,
  attendance: <AttendanceScreen />,
  classAttendance: <ClassAttendanceScreen />,
  profile: <ProfileScreen />,
};

/**
 * Routes under /portal for the academy's staff: a facilitator's desk, or for an administrator the
 * administration (docs/architecture.md, Route ownership).
 */
export default function PortalRoutes() {
  const role = useSessionStore((state) => state.user?.cla_role_name);
  if (role === 'admin') {
    return (
      <Suspense fallback={<LoadingPlaceholder label="Loading the administration..." shape="table" />}>
        <AdminRoutes />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to={portalPath('instructorDesk')} replace />} />
      {screenRoutes('facilitator', DESK_SCREENS)}
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
