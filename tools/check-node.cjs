// The root package's `preinstall`: on a Node older than package.json's "engines", stop with one line saying which
// Node is needed and how to get it (instead of an install that only warns and an `npm start` that later dies with
// ERR_UNKNOWN_FILE_EXTENSION). Plain CommonJS of the oldest kind on purpose: it must itself run on an old Node.
/* global require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose (see above) */
'use strict';

var fs = require('fs');
var path = require('path');

function versionOf(text) {
  var match = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text || '');
  return match ? [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)] : null;
}

function isOlder(actual, wanted) {
  for (var i = 0; i < 3; i += 1) {
    if (actual[i] !== wanted[i]) return actual[i] < wanted[i];
  }
  return false;
}

var manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
var range = (manifest.engines && manifest.engines.node) || '>=24';
var wanted = versionOf(range) || [24, 0, 0];
var actual = versionOf(process.versions.node);

if (actual && isOlder(actual, wanted)) {
  console.error(
    'This project needs Node.js ' +
      range +
      ' (package.json "engines"); this is Node ' +
      process.version +
      '. ' +
      'Get Node ' +
      wanted[0] +
      ': npm i -g --prefix /opt/node' +
      wanted[0] +
      ' node@' +
      wanted[0] +
      ' && export PATH=/opt/node' +
      wanted[0] +
      '/bin:$PATH (or nvm install ' +
      wanted[0] +
      ' / fnm use --install-if-missing ' +
      wanted[0] +
      '), then run npm install again.',
  );
  process.exit(1);
}
