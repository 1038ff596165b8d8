const { createConfig } = require('@academy/platform/webpack');

module.exports = createConfig({ dirname: __dirname, name: 'shell', port: 3000, isHost: true });
