import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import RemoteArea from './RemoteArea';
import { startLoadingRemoteComponent } from './load-remote-component';
import { reloadOnce } from '../releases/reload-once';
import { SharedModulesDoNotFit } from './shared-fit';

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

test('an area whose code was asked for ahead and has arrived renders at once, with no loading status', async () => {
  loadRemoteMock.mockResolvedValue({ default: Greeting });
  startLoadingRemoteComponent('student_portal', 'portal-routes');
  await new Promise((arrived) => setTimeout(arrived, 0));
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  expect(screen.getByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('an area asked for ahead that is still on its way shows the loading status until it arrives, loaded once', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
  startLoadingRemoteComponent('facilitator_desk', 'portal-routes');
  render(<RemoteArea remote="facilitator_desk" module="portal-routes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  resolve({ default: Greeting });
  expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test('an area asked for ahead that cannot load shows the message and Retry, and Retry loads it anew', async () => {
  loadRemoteMock.mockRejectedValueOnce(new Error('Failed to load script resources'));
  startLoadingRemoteComponent('student_portal', 'portal-routes');
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');

  loadRemoteMock.mockResolvedValueOnce({ default: Greeting });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Remote content' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
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

test('a remote whose shared modules still do not fit the page after its reload names them in plain words and offers Reload, not Retry', async () => {
  // this tab reloaded a moment ago: no second reload
  reloadOnce(() => undefined);
  loadRemoteMock.mockRejectedValue(
    new SharedModulesDoNotFit('student_portal', [
      { module: '@academy/shared/session/store', needs: '1.0.0-surface-bbbbbbbbbbbb', provides: '1.0.0-surface-aaaaaaaaaaaa' },
      { module: '@academy/shared/api/client', needs: '1.0.0-surface-dddddddddddd', provides: '1.0.0-surface-cccccccccccc' },
    ]),
  );
  render(<RemoteArea remote="student_portal" module="portal-routes" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part of the site could not be loaded.');
  expect(alert).toHaveTextContent(
    "It was released for another version of the sign-in module (session store) and the connection to the academy's server than this page has. Reload the page to get the matching version.",
  );
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
