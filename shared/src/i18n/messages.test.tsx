import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { getLocale, setLocale, type Catalog } from '@academy/shared/i18n/locale';
import type { Locale } from '@academy/contract/rules/locales';
import { areaMessages, useT } from '@academy/shared/i18n/messages';

/** Renders `element` under a Suspense whose placeholder says "Loading...". */
async function renderWaiting(element: ReactElement) {
  await act(async () => {
    render(<Suspense fallback={<p>Loading...</p>}>{element}</Suspense>);
  });
}

function compiled(messages: Record<string, string>): Catalog {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/** A language's catalog that arrives when the test says: `load` for areaMessages, `arrive` to answer it. */
function arrivingLater(messages: Record<string, string>) {
  let answer = () => {};
  const load = () =>
    new Promise<{ default: Catalog }>((resolve) => {
      answer = () => resolve({ default: compiled(messages) });
    });
  return { load, arrive: () => answer() };
}

/** An area's catalogs as its build gives them: English with the code, each other language on demand. */
const LESSONS = {
  en: { 'lessons.count': '{count, plural, one {# lesson} other {# lessons}} left', 'lessons.done': '{share, number, percent} done' },
  fr: { 'lessons.count': '{count, plural, one {# leçon restante} other {# leçons restantes}}', 'lessons.done': '{share, number, percent} terminé' },
  ar: {
    'lessons.count':
      '{count, plural, zero {لا دروس متبقية} one {درس واحد متبقٍ} two {درسان متبقيان} few {# دروس متبقية} many {# درسًا متبقيًا} other {# درس متبقٍ}}',
    'lessons.done': 'أُنجز {share, number, percent}',
  },
};
const asked: Locale[] = [];
const lessons = areaMessages('lessons', compiled(LESSONS.en), (locale) => {
  asked.push(locale);
  const messages = LESSONS[locale as keyof typeof LESSONS];
  return messages ? Promise.resolve({ default: compiled(messages) }) : Promise.reject(new Error(`no ${locale} catalog`));
});

function Frame() {
  const t = useT();
  return (
    <nav aria-label={t('portal.nav.label')}>
      <a href="/portal/profile">{t('portal.screen.profile')}</a>
      <p>{t('portal.signedInAs', { name: <strong>Ada</strong>, role: t('portal.role', { role: 'student' }) })}</p>
    </nav>
  );
}

function Lessons({ count }: { count: number }) {
  const t = lessons.useT();
  return (
    <p>
      {t('lessons.count', { count })}, {t('lessons.done', { share: 0.5 })}
    </p>
  );
}

afterEach(async () => {
  await act(() => setLocale('en'));
  asked.length = 0;
});

test('the page switches language at once, every part together, with its html lang and direction', async () => {
  render(
    <>
      <Frame />
      <Lessons count={3} />
    </>,
  );
  expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByText('3 lessons left, 50% done')).toBeInTheDocument();
  expect(screen.getByText('Ada').tagName).toBe('STRONG');
  expect(screen.getByRole('navigation', { name: 'Portal' })).toHaveTextContent('Signed in as Ada (Student)');

  await act(() => setLocale('fr'));

  expect(screen.getByRole('navigation', { name: 'Portail' })).toHaveTextContent('Connecté en tant que Ada (Étudiant)');
  expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
  expect(screen.getByText('Ada').tagName).toBe('STRONG');
  // French writes 50 % with a non-breaking space, which the query reads as a space
  expect(screen.getByText('3 leçons restantes, 50 % terminé')).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  // only the language shown was loaded
  expect(asked).toEqual(['fr']);

  await act(() => setLocale('ar'));
  expect(screen.getByRole('link', { name: 'الملف الشخصي' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test("plurals follow the language's own cases", async () => {
  await act(() => setLocale('ar'));
  const { rerender } = render(<Lessons count={2} />);
  expect(screen.getByText(/^درسان متبقيان/)).toBeInTheDocument();
  rerender(<Lessons count={11} />);
  expect(screen.getByText(/^11 درسًا متبقيًا/)).toBeInTheDocument();
});

test('a part whose catalog has not arrived waits for it instead of showing another language', async () => {
  await act(() => setLocale('fr'));
  const french = arrivingLater({ 'late.hello': 'Bonjour' });
  const late = areaMessages('late-area', compiled({ 'late.hello': 'Hello' }), french.load);
  function Hello() {
    return <p>{late.useT()('late.hello')}</p>;
  }
  await renderWaiting(<Hello />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText('Hello')).not.toBeInTheDocument();

  await act(async () => french.arrive());
  expect(screen.getByText('Bonjour')).toBeInTheDocument();
});

test("a part whose messages read its area's takes keys of both, and waits for both catalogs", async () => {
  await act(() => setLocale('fr'));
  const french = arrivingLater({ 'course.title': 'Cours' });
  const course = areaMessages('course-area', compiled({ 'course.title': 'Course' }), french.load);
  const quizInFrench = { default: compiled({ 'quiz.title': 'Questionnaire' }) };
  const quiz = areaMessages('quiz-part', compiled({ 'quiz.title': 'Quiz' }), () => Promise.resolve(quizInFrench), [course]);
  function Quiz() {
    const t = quiz.useT();
    return <p>{[t('quiz.title'), t('course.title'), t('portal.screen.profile')].join(', ')}</p>;
  }
  await renderWaiting(<Quiz />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();

  await act(async () => french.arrive());
  expect(screen.getByText('Questionnaire, Cours, Profil')).toBeInTheDocument();
});

test('a language whose catalog cannot load leaves the page as it was', async () => {
  render(<Lessons count={1} />);
  await expect(act(() => setLocale('es'))).rejects.toThrow('no es catalog');
  expect(getLocale()).toBe('en');
  expect(screen.getByText('1 lesson left, 50% done')).toBeInTheDocument();
});

test('the pseudo-locale accents and lengthens every message, leaving its arguments as they are', async () => {
  render(
    <>
      <Frame />
      <Lessons count={2} />
    </>,
  );
  await act(() => setLocale('en-XA'));
  expect(screen.getByRole('link', { name: /^\[Pŕöfîļé ·+\]$/ })).toBeInTheDocument();
  expect(screen.getByText(/^\[2 ļéššöñš ļéfţ ·+\], \[50% đöñé ·+\]$/)).toBeInTheDocument();
});
