import { setConfigForRender } from '@academy/shared/config/app-config';
import { anotherReleaseIsLive, runningReleases } from './live-releases';

const releases = window as unknown as { __ACADEMY_RELEASES__?: Record<string, string> };
const fetchMock = jest.fn();

beforeEach(() => {
  setConfigForRender({ apiBaseUrl: 'http://api.test/api/v1', remotes: { student_portal: 'http://portal.test/remoteEntry.js' } });
  releases.__ACADEMY_RELEASES__ = { student_portal: '20261126-010000-aaaaaaa' };
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

afterEach(() => {
  delete releases.__ACADEMY_RELEASES__;
});

const answer = (version: string) => ({ ok: true, json: async () => ({ version }) });

test('the tab runs the releases its remotes recorded', () => {
  expect(runningReleases()).toEqual({ student_portal: '20261126-010000-aaaaaaa' });
});

test("a remote's release.json is read beside its remoteEntry.js, and another version there is a new release", async () => {
  fetchMock.mockResolvedValue(answer('20261126-010000-aaaaaaa'));
  expect(await anotherReleaseIsLive()).toBe(false);
  expect(fetchMock).toHaveBeenCalledWith('http://portal.test/release.json', expect.objectContaining({ cache: 'no-store' }));
  fetchMock.mockResolvedValue(answer('20261126-020000-bbbbbbb'));
  expect(await anotherReleaseIsLive()).toBe(true);
});

test('a server that cannot answer is no new release', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await anotherReleaseIsLive()).toBe(false);
  fetchMock.mockResolvedValue({ ok: false, json: async () => ({}) });
  expect(await anotherReleaseIsLive()).toBe(false);
});
