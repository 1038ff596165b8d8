const { createConfig } = require('@academy/platform/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'student_portal',
  port: 3002,
  exposes: {
    './portal-routes': './src/app/portal-routes.tsx',
    './certificate-routes': './src/app/certificate-routes.tsx',
  },
});
