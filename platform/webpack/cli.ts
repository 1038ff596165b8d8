#!/usr/bin/env node
// webpack-cli is installed under platform/ (webpack-dev-server pins an older major at the root), so
// `webpack` from the root .bin cannot find it: areas run this instead.
import 'webpack-cli/bin/cli.js';
