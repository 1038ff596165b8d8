import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createQueryClient } from '@academy/shared/api/query-client';
import { useSessionStore } from '@academy/shared/session/store';
import type { User } from '@academy/shared/domain/types';
import { facilitatorUser } from '@academy/shared/testing/users';
import App from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), init: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

const facilitator = facilitatorUser({ id: 7, cla_cohort_id: null, cla_cohort_name: null });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ token: null, user: null, expiresAt: null });
  // each remote module renders its own id, so the test sees which one the shell mounted
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>mounted {id}</p> }));
});

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test.each([
  ['/', 'public_site/routes'],
  ['/faculty/3', 'public_site/routes'],
  ['/login', 'public_site/routes'],
  ['/certificate/verify/ABC123', 'student_portal/certificate-routes'],
])('%s is served by %s', async (path, remoteModule) => {
  renderAt(path);
  expect(await screen.findByText(`mounted ${remoteModule}`)).toBeInTheDocument();
});

test('a student’s portal comes from the student portal', async () => {
  const student: User = { ...facilitator, cla_role_id: 1, cla_role_name: 'student', cla_cohort_id: 2, cla_cohort_name: 'Cohort 2' };
  useSessionStore.setState({ token: 'token', user: student, expiresAt: Date.now() + 60_000 });
  renderAt('/portal/courses');
  expect(await screen.findByText('mounted student_portal/portal-routes')).toBeInTheDocument();
});

test('a facilitator’s portal comes from the facilitator desk', async () => {
  useSessionStore.setState({ token: 'token', user: facilitator, expiresAt: Date.now() + 60_000 });
  renderAt('/portal/instructorDesk');
  expect(await screen.findByText('mounted facilitator_desk/portal-routes')).toBeInTheDocument();
});

test('the certificate pages keep the public header above them', async () => {
  renderAt('/certificate');
  expect(await screen.findByText('mounted public_site/Header')).toBeInTheDocument();
  expect(await screen.findByText('mounted student_portal/certificate-routes')).toBeInTheDocument();
});
