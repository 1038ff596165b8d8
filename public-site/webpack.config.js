const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@academy/build/webpack');

// The header is exposed for the shell once the public site has it at this path.
const HEADER = './src/features/layout/components/Header.tsx';

module.exports = createConfig({
  dirname: __dirname,
  name: 'public_site',
  port: 3001,
  exposes: {
    './routes': './src/app/routes.tsx',
    ...(fs.existsSync(path.join(__dirname, HEADER)) ? { './Header': HEADER } : {}),
  },
});
