const { createConfig, createServerConfig } = require('@academy/platform/webpack');

module.exports = [
  ...createConfig({
    dirname: __dirname,
    name: 'public_site',
    port: 3001,
    exposes: {
      './routes': './src/app/routes.tsx',
      './Header': './src/features/layout/components/Header.tsx',
    },
  }),
  // the prerendered public pages (platform/server/prerender.ts)
  createServerConfig({ dirname: __dirname, entry: './src/server/render.tsx' }),
];
