import { loadConfig } from './config';
import { demoRefusal } from './demo-guard';

describe('the demo and its published password', () => {
  it('runs on this machine only: on the default address, or a loopback one given', () => {
    for (const HOST of [undefined, '127.0.0.1', '::1', 'localhost']) {
      expect(demoRefusal(loadConfig({ HOST, SEED_DEMO_DATA: 'true' }), false)).toBeNull();
      expect(demoRefusal(loadConfig({ HOST }), true)).toBeNull();
    }
  });

  it('is refused on an address other machines reach, whether it is about to be loaded or already there', () => {
    const onNetwork = /^The demo's accounts \(password academy-demo\) would be reachable from other machines on HOST=0\.0\.0\.0/;
    expect(demoRefusal(loadConfig({ HOST: '0.0.0.0', SEED_DEMO_DATA: 'true' }), false)).toMatch(onNetwork);
    expect(demoRefusal(loadConfig({ HOST: '0.0.0.0' }), true)).toMatch(onNetwork);
    expect(demoRefusal(loadConfig({ HOST: '10.1.2.3' }), true)).toMatch(/on HOST=10\.1\.2\.3/);
  });

  it('lets an API without demo accounts listen anywhere, and refuses them in production', () => {
    expect(demoRefusal(loadConfig({ HOST: '0.0.0.0' }), false)).toBeNull();
    expect(demoRefusal(loadConfig({ NODE_ENV: 'production' }), true)).toMatch(/exist in this database while NODE_ENV=production/);
  });
});
