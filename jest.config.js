'use strict';
const { webProject, nodeProject } = require('./infra/presets/jest.preset');

module.exports = {
  projects: [
    webProject('shared-libs'),
    webProject('host'),
    webProject('mfe-marketing'),
    webProject('mfe-share'),
    webProject('mfe-drive'),
    webProject('mfe-activity'),
    nodeProject('infra'),
  ],
};
