const { createConfig } = require('@academy/platform/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'facilitator_desk',
  port: 3003,
  exposes: {
    './portal-routes': './src/app/portal-routes.tsx',
  },
});
