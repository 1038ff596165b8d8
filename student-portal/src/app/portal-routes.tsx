import { Route, Routes } from 'react-router-dom';
import AssignmentDetailsScreen from '../features/assignments/AssignmentDetailsScreen';
import AssignmentsScreen from '../features/assignments/AssignmentsScreen';
import MarkedSubmissionsScreen from '../features/submissions/MarkedSubmissionsScreen';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import { screenRoutes, type ScreenElements } from '@academy/shared/ui/portal/screen-routes';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import CourseDetails from '@academy/shared/ui/courses/CourseDetails';
import CoursesScreen from '../features/courses/CoursesScreen';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import DashboardScreen from '../features/dashboard/DashboardScreen';
import GradesScreen from '../features/grades/GradesScreen';
import AwaitingApprovalGate from '../features/approval/AwaitingApprovalGate';

/** The student's screens of the route table (shared/src/routing/portal-screens) that open before approval. */
export const OPEN_SCREENS: ScreenElements = { profile: <ProfileScreen /> };

/** The student's screens of their cohort, behind the approval gate. */
export const COHORT_SCREENS: ScreenElements = {
  dashboard: <DashboardScreen />,
  courses: <CoursesScreen />,
  courseDetails: <CourseDetails />,
  assignments: <AssignmentsScreen />,
  assignmentDetails: <AssignmentDetailsScreen />,
  submissions: <MarkedSubmissionsScreen />,
  grades: <GradesScreen />,
  events: <LiveClassesScreen />,
};

/** Routes under /portal for a student. */
export default function PortalRoutes() {
  return (
    <Routes>
      {screenRoutes('student', OPEN_SCREENS)}
      <Route element={<AwaitingApprovalGate />}>
        <Route index element={<DashboardScreen />} />
        {screenRoutes('student', COHORT_SCREENS)}
      </Route>
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
