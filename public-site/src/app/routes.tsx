import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { markPageLive } from '@academy/shared/forms/early-submit';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@academy/contract/rules/locales';
import { useT } from '../i18n';
import PublicLayout from '../features/layout/components/PublicLayout';
import HomePage from '../features/home/components/HomePage';
import { FACULTY_CONTENT, FACULTY_MEMBER_CONTENT } from '../features/faculty/faculty';
import { FAQ_CONTENT } from '../features/faq/faq';
import type { PageContent } from './page-data';
import { INTAKES_CONTENT } from './intakes';
import { useAddressLanguage } from './use-page-language';

// The home page comes with the layout; every other page is a chunk of its own, loaded when a
// visitor opens it, so the first load of / carries only what / shows.
const AboutPage = lazy(() => import('../features/about/components/AboutPage'));
const ProgramsPage = lazy(() => import('../features/programs/components/ProgramsPage'));
const FacultyPage = lazy(() => import('../features/faculty/components/FacultyPage'));
const FacultyDetailPage = lazy(() => import('../features/faculty/components/FacultyDetailPage'));
const FaqPage = lazy(() => import('../features/faq/components/FaqPage'));
const NotFoundPage = lazy(() => import('../features/not-found/components/NotFoundPage'));
const PrivacyPage = lazy(() => import('../features/privacy/components/PrivacyPage'));
// the contact form pulls in the API client
const ContactPage = lazy(() => import('../features/contact/components/ContactPage'));
// the account screens too (they need the API client and the session store)
const LoginScreen = lazy(() => import('../features/auth/components/LoginScreen'));
const AccountScreen = lazy(() => import('../features/auth/components/AccountScreen'));
const ForgotPasswordScreen = lazy(() => import('../features/auth/components/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../features/auth/components/ResetPasswordScreen'));
const ConfirmEmailScreen = lazy(() => import('../features/auth/components/ConfirmEmailScreen'));
const AcceptInvitationScreen = lazy(() => import('../features/auth/components/AcceptInvitationScreen'));

/**
 * A public route: `path` relative to the shell's mount point (and to its language's, /fr); `listed` pages go in /sitemap.xml;
 * `content` is what the page loads from the API, which the server render loads before rendering.
 */
interface PublicPage {
  path: string;
  Page: ComponentType;
  listed: boolean;
  content?: PageContent<unknown>;
}

/** Every public route (docs/requirements.md §2.1), in the order the router tries them. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', Page: HomePage, listed: true },
  { path: 'about', Page: AboutPage, listed: true },
  { path: 'programs', Page: ProgramsPage, listed: true, content: INTAKES_CONTENT },
  { path: 'faculty', Page: FacultyPage, listed: true, content: FACULTY_CONTENT },
  { path: 'faculty/:id', Page: FacultyDetailPage, listed: true, content: FACULTY_MEMBER_CONTENT },
  // docs/requirements.md §2.1: the footer links to this spelling
  { path: 'facaulty', Page: FacultyPage, listed: false, content: FACULTY_CONTENT },
  { path: 'faq', Page: FaqPage, listed: true, content: FAQ_CONTENT },
  { path: 'contact', Page: ContactPage, listed: true },
  { path: 'privacy', Page: PrivacyPage, listed: true },
  { path: 'login', Page: LoginScreen, listed: true },
  { path: 'JJRSFCLA', Page: AccountScreen, listed: false },
  { path: 'forgot-password', Page: ForgotPasswordScreen, listed: false },
  { path: 'reset-password', Page: ResetPasswordScreen, listed: false },
  { path: 'confirm-email', Page: ConfirmEmailScreen, listed: false },
  { path: 'invitation', Page: AcceptInvitationScreen, listed: false },
  { path: '*', Page: NotFoundPage, listed: false },
];

/**
 * Marks the document once the page's code runs: `<html data-page-live>`. It sits in the pages'
 * Suspense boundary, so on a prerendered page it is set when the page itself is hydrated and
 * answers clicks and typing (before that, the server's markup is only shown). The server's CSS
 * goes then: the page's own stylesheets are in by now, and left in place it would outrank every
 * stylesheet loaded later (a portal screen reached from this page would get another cascade).
 */
function PageLive() {
  useEffect(() => {
    markPageLive();
    document.getElementById('prerendered-css')?.remove();
  }, []);
  return null;
}

function PageRoutes() {
  return (
    <Routes>
      {PUBLIC_PAGES.map(({ path, Page }) =>
        path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
      )}
    </Routes>
  );
}

/**
 * Every public page inside the public layout, in the language of its address: English at `/*`,
 * every other language at `/<code>/*` (docs/languages.md). Exposed to the shell as `./routes`,
 * which mounts it at `/*`; paths are relative to that mount point.
 */
export default function PublicRoutes() {
  useAddressLanguage();
  const t = useT();
  return (
    <PublicLayout>
      <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
        <Routes>
          {LOCALE_CODES.map((locale) => (
            <Route key={locale} path={locale === DEFAULT_LOCALE ? '*' : `${locale}/*`} element={<PageRoutes />} />
          ))}
        </Routes>
        <PageLive />
      </Suspense>
    </PublicLayout>
  );
}
