'use strict';
/** The four front-end areas: directory, Module Federation name and default port. */
const AREAS = {
  shell: { dir: 'shell', federationName: 'shell', port: 3000 },
  'public-site': { dir: 'public-site', federationName: 'public_site', port: 3001 },
  'student-portal': { dir: 'student-portal', federationName: 'student_portal', port: 3002 },
  'facilitator-desk': { dir: 'facilitator-desk', federationName: 'facilitator_desk', port: 3003 },
};

const REMOTE_AREAS = ['public-site', 'student-portal', 'facilitator-desk'];

module.exports = { AREAS, REMOTE_AREAS };
