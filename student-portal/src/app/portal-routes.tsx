import { Route, Routes } from 'react-router-dom';
import AssignmentDetailsScreen from '../features/assignments/AssignmentDetailsScreen';
import AssignmentsScreen from '../features/assignments/AssignmentsScreen';
import MarkedSubmissionsScreen from '../features/submissions/MarkedSubmissionsScreen';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import CourseDetails from '@academy/shared/ui/courses/CourseDetails';
import CoursesScreen from '../features/courses/CoursesScreen';
import LiveClassesScreen from '@academy/shared/ui/live-classes/LiveClassesScreen';
import DashboardScreen from '../features/dashboard/DashboardScreen';
import GradesScreen from '../features/grades/GradesScreen';
import AwaitingApprovalGate from '../features/approval/AwaitingApprovalGate';

/** Routes under /portal for a student (the screens arrive with the student-portal issue). */
export default function PortalRoutes() {
  return (
    <Routes>
      <Route path="profile" element={<ProfileScreen />} />
      <Route element={<AwaitingApprovalGate />}>
        <Route path="courses" element={<CoursesScreen />} />
        <Route path="courses/:id" element={<CourseDetails />} />
        <Route path="assignments" element={<AssignmentsScreen />} />
        <Route path="assignments/:id" element={<AssignmentDetailsScreen />} />
        <Route path="submissions" element={<MarkedSubmissionsScreen />} />
        <Route index element={<DashboardScreen />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="events" element={<LiveClassesScreen />} />
        <Route path="grades" element={<GradesScreen />} />
      </Route>
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
