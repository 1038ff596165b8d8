import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import Outbox from '@academy/shared/ui/offline/Outbox';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import { screenRoutes, type ScreenElements } from '@academy/shared/ui/portal/screen-routes';
import DashboardScreen from '../features/dashboard/DashboardScreen';
import AwaitingApprovalGate from '../features/approval/AwaitingApprovalGate';

// The dashboard is where a student lands; every other screen's code loads when it is opened.
const AssignmentDetailsScreen = lazy(() => import('../features/assignments/AssignmentDetailsScreen'));
const AssignmentsScreen = lazy(() => import('../features/assignments/AssignmentsScreen'));
const MarkedSubmissionsScreen = lazy(() => import('../features/submissions/MarkedSubmissionsScreen'));
const ProfileScreen = lazy(() => import('@academy/shared/ui/profile/ProfileScreen'));
const CourseDetails = lazy(() => import('@academy/shared/ui/courses/CourseDetails'));
const CoursesScreen = lazy(() => import('../features/courses/CoursesScreen'));
const LiveClassesScreen = lazy(() => import('@academy/shared/ui/live-classes/LiveClassesScreen'));
const GradesScreen = lazy(() => import('../features/grades/GradesScreen'));

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
    <>
      {/* hand-ins kept on the device, sent when the network is back */}
      <Outbox />
      <Routes>
        {screenRoutes('student', OPEN_SCREENS)}
        <Route element={<AwaitingApprovalGate />}>
          <Route index element={<DashboardScreen />} />
          {screenRoutes('student', COHORT_SCREENS)}
        </Route>
        <Route path="*" element={<PortalFallback />} />
      </Routes>
    </>
  );
}
