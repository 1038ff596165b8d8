import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import PublicLayout from '../features/layout/components/PublicLayout';
import HomePage from '../features/home/components/HomePage';

// The home page comes with the layout; every other page is a chunk of its own, loaded when a
// visitor opens it, so the first load of / carries only what / shows.
const AboutPage = lazy(() => import('../features/about/components/AboutPage'));
const ProgramsPage = lazy(() => import('../features/programs/components/ProgramsPage'));
const FacultyPage = lazy(() => import('../features/faculty/components/FacultyPage'));
const FacultyDetailPage = lazy(() => import('../features/faculty/components/FacultyDetailPage'));
const FaqPage = lazy(() => import('../features/faq/components/FaqPage'));
const NotFoundPage = lazy(() => import('../features/not-found/components/NotFoundPage'));
// the contact form pulls in the API client
const ContactPage = lazy(() => import('../features/contact/components/ContactPage'));
// the account screens too (they need the API client and the session store)
const LoginScreen = lazy(() => import('../features/auth/components/LoginScreen'));
const AccountScreen = lazy(() => import('../features/auth/components/AccountScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/components/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/components/ResetPasswordScreen'));

/**
 * Every public route (SPEC 2.1) inside the public layout. Exposed to the shell as `./routes`,
 * which mounts it at `/*`; paths are relative to that mount point.
 */
export default function PublicRoutes() {
  return (
    <PublicLayout>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="programs" element={<ProgramsPage />} />
          <Route path="faculty" element={<FacultyPage />} />
          <Route path="faculty/:id" element={<FacultyDetailPage />} />
          {/* SPEC 2.1: the footer links to this spelling */}
          <Route path="facaulty" element={<FacultyPage />} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="login" element={<LoginScreen />} />
          <Route path="JJRSFCLA" element={<AccountScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="reset-password" element={<ResetPasswordScreen />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PublicLayout>
  );
}
