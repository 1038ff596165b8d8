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
      <Route path="profile" element={<ProfileScreen />} />
      <Route path="courses" element={<FacilitatorCoursesScreen />} />
      <Route path="courses/:id" element={<FacilitatorCourseDetails />} />
      <Route path="course/new" element={<CourseForm />} />
      <Route path="topic/new" element={<TopicForm />} />
      <Route path="assignments" element={<AssignmentsScreen />} />
      <Route path="assignments/:id" element={<AssignmentDetailsScreen />} />
      <Route path="assignment/new" element={<AssignmentFormScreen />} />
      <Route path="submissions" element={<UnmarkedSubmissionsScreen />} />
      <Route path="submissions/:id" element={<SubmissionScreen />} />
      <Route path="gradebook" element={<GradebookScreen />} />
      <Route path="announcements" element={<AnnouncementsScreen />} />
      <Route index element={<Navigate to="instructorDesk" replace />} />
      <Route path="instructorDesk" element={<InstructorDesk />} />
      <Route path="events" element={<FacilitatorLiveClasses />} />
      <Route path="event/new" element={<LiveClassForm />} />
      <Route path="attendance/new" element={<AttendanceScreen />} />
      <Route path="attendance/class" element={<ClassAttendanceScreen />} />
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
