import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import RemoteArea from './RemoteArea';
import { reloadOnce } from '../releases/reload-once';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), init: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

function Greeting() {
  return <h1>Remote content</h1>;
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.mocked(console.error).mockRestore();
});

test('shows an accessible loading status, then the remote component', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<RemoteArea remote="public_site" module="routes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  resolve({ default: Greeting });
  expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('public_site/routes');
});

test('a remote that cannot load shows the message and Retry, and Retry loads it anew', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to load script resources'));
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');

  loadRemoteMock.mockResolvedValueOnce({ default: Greeting });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

test('a module without a default component counts as a failure to load', async () => {
  loadRemoteMock.mockResolvedValue({ something: 'else' });
  render(<RemoteArea remote="facilitator_desk" module="portal-routes" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');
});

test('a remote whose shared modules still do not fit the page after its reload shows the message with the reason, and no crash', async () => {
  // this tab reloaded a moment ago: no second reload
  reloadOnce(() => undefined);
  loadRemoteMock.mockRejectedValue(
    new Error(
      'Version 1.0.0-surface-aaaaaaaaaaaa from shell of shared singleton module @academy/shared/session/store does not satisfy the requirement of student_portal which needs 1.0.0-surface-bbbbbbbbbbbb)',
    ),
  );
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the site could not be loaded.');
  expect(alert).toHaveTextContent('Its new version does not work with the rest of this page yet.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
