import { deviceOf } from '@academy/shared/format/device';

test('names the browser and system of common User-Agent texts', () => {
  expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36')).toEqual({
    browser: 'Chrome',
    system: 'Windows',
  });
  expect(
    deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
  ).toEqual({ browser: 'Safari', system: 'iOS' });
  expect(deviceOf('Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36 EdgA/156 Edg/156')).toEqual({
    browser: 'Edge',
    system: 'Android',
  });
  expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toEqual({ browser: 'Firefox', system: 'Linux' });
  expect(deviceOf('curl/8.5.0')).toEqual({ browser: undefined, system: undefined });
});
