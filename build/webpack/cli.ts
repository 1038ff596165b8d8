#!/usr/bin/env node
'use strict';
// webpack-cli is installed under build/ (webpack-dev-server pins an older major at the root), so
// `webpack` from the root .bin cannot find it: areas run this instead.
require('webpack-cli/bin/cli.js');
