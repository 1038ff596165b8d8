import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setConfigForRender } from '@academy/shared/config/app-config';
import RemoteArea from '../remotes/RemoteArea';
import { areaOfStack, forgetReportedErrors, RELEASE, reportClientError, reportUncaughtErrors } from './report-error';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), init: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

/** The reports sent so far, as the API receives them. */
const reports = () => fetchMock.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>);

beforeEach(() => {
  forgetReportedErrors();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  setConfigForRender({
    apiBaseUrl: 'https://api.academy.example.org/api/v1',
    remotes: { student_portal: 'https://portal.academy.example.org/remoteEntry.js', public_site: 'https://site.academy.example.org/remoteEntry.js' },
  });
  window.history.pushState({}, '', '/portal/grades?token=secret#top');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.mocked(console.error).mockRestore();
});

function BrokenGrades(): never {
  throw new TypeError('Cannot read properties of undefined (reading "score")');
}

test('an error thrown in a student screen is reported with its area, release and path without the query', async () => {
  loadRemoteMock.mockResolvedValue({ default: BrokenGrades });
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');

  expect(fetchMock).toHaveBeenCalledWith(
    'https://api.academy.example.org/api/v1/client_errors',
    expect.objectContaining({ method: 'POST', credentials: 'omit' }),
  );
  expect(reports()).toEqual([
    {
      kind: 'render',
      area: 'student_portal',
      message: 'Cannot read properties of undefined (reading "score")',
      stack: expect.stringContaining('BrokenGrades'),
      release: RELEASE,
      path: '/portal/grades',
    },
  ]);
});

test('an area that cannot be loaded is reported as such', async () => {
  loadRemoteMock.mockRejectedValue(new Error('Failed to load script resources'));
  render(<RemoteArea remote="public_site" module="routes" />);
  await screen.findByRole('alert');
  expect(reports()).toEqual([
    expect.objectContaining({ kind: 'remote_load', area: 'public_site', message: 'public_site/routes could not be loaded: Failed to load script resources' }),
  ]);
});

test('uncaught errors and rejections are reported, with the area whose files the stack names', () => {
  const stop = reportUncaughtErrors();
  try {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at save (https://portal.academy.example.org/src_features_profile.1a2b3c4d.js:1:20)';
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'not an error' });
    window.dispatchEvent(rejection);
  } finally {
    stop();
  }
  expect(reports()).toEqual([
    expect.objectContaining({ kind: 'error', area: 'student_portal', message: 'boom' }),
    expect.objectContaining({ kind: 'unhandled_rejection', area: 'shell', message: 'not an error' }),
  ]);
  expect(areaOfStack(undefined)).toBe('shell');
});

test("on one origin behind a proxy, the area is told by the path of its files under the page's origin", () => {
  setConfigForRender({
    apiBaseUrl: '/api/v1',
    remotes: { student_portal: '/areas/student-portal/remoteEntry.js', public_site: '/areas/public-site/remoteEntry.js' },
  });
  const at = (file: string) => `Error: boom\n    at save (${window.location.origin}${file}:1:20)`;
  expect(areaOfStack(at('/areas/student-portal/src_features_profile.1a2b3c4d.js'))).toBe('student_portal');
  expect(areaOfStack(at('/areas/public-site/remoteEntry.js'))).toBe('public_site');
  expect(areaOfStack(at('/main.js'))).toBe('shell');
});

test('a page sends the same error once, and at most ten reports', () => {
  reportClientError(new Error('again'), 'error', 'shell');
  reportClientError(new Error('again'), 'error', 'shell');
  for (let i = 0; i < 20; i++) reportClientError(new Error(`error ${i}`), 'error', 'shell');
  expect(reports()).toHaveLength(10);
  expect(reports().filter((report) => report.message === 'again')).toHaveLength(1);
});
