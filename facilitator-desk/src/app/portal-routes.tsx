import { Navigate, Route, Routes } from 'react-router-dom';
import AssignmentDetailsScreen from '../features/assignments/AssignmentDetailsScreen';
import AssignmentFormScreen from '../features/assignments/AssignmentFormScreen';
import AssignmentsScreen from '../features/assignments/AssignmentsScreen';
import UnmarkedSubmissionsScreen from '../features/submissions/UnmarkedSubmissionsScreen';
import PortalFallback from '@academy/shared/ui/portal/PortalFallback';
import ProfileScreen from '@academy/shared/ui/profile/ProfileScreen';
import CourseForm from '../features/courses/CourseForm';
import FacilitatorCourseDetails from '../features/courses/FacilitatorCourseDetails';
import FacilitatorCoursesScreen from '../features/courses/FacilitatorCoursesScreen';
import TopicForm from '../features/courses/TopicForm';
import AttendanceScreen from '../features/attendance/AttendanceScreen';
import InstructorDesk from '../features/desk/InstructorDesk';
import FacilitatorLiveClasses from '../features/live-classes/FacilitatorLiveClasses';
import LiveClassForm from '../features/live-classes/LiveClassForm';

/** Routes under /portal for a facilitator (the screens arrive with the facilitator-desk issue). */
export default function PortalRoutes() {
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
      <Route index element={<Navigate to="instructorDesk" replace />} />
      <Route path="instructorDesk" element={<InstructorDesk />} />
      <Route path="events" element={<FacilitatorLiveClasses />} />
      <Route path="event/new" element={<LiveClassForm />} />
      <Route path="attendance/new" element={<AttendanceScreen />} />
      <Route path="*" element={<PortalFallback />} />
    </Routes>
  );
}
