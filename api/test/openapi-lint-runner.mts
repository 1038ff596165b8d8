// Lints the OpenAPI document at the path given with Redocly's recommended rules and Spectral's
// OpenAPI ruleset, and prints their problems as JSON. Both are ES modules or load them: tests call
// this in a Node process of its own, as pdf-text.ts does with pdfjs.
import fs from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';

const file = process.argv[2]!;
const source = fs.readFileSync(file, 'utf8');

// Two of Redocly's recommended rules do not fit two decisions of the API: the provider sign-in's
// start and callback answer only redirects (302), and /announcements/standing/{id} is a path of its
// own beside /announcements/{id}/versions (a fixed segment wins in the router).
const REDOCLY_RULES = { 'operation-2xx-response': 'off', 'no-ambiguous-paths': 'off' } as const;
const redocly = await lintFromString({ source, absoluteRef: file, config: await createConfig({ extends: ['recommended'], rules: REDOCLY_RULES }) });

const spectral = new spectralCore.Spectral();
spectral.setRuleset({ extends: [[spectralRulesets.oas, 'all']] } as never);
const spectralProblems = await spectral.run(new spectralCore.Document(source, spectralParsers.Json, file));

const SPECTRAL_SEVERITY = ['error', 'warn', 'info', 'hint'];
console.log(
  JSON.stringify([
    ...redocly.map((problem) => ({
      tool: 'redocly',
      severity: problem.severity,
      rule: problem.ruleId,
      message: problem.message,
      where: problem.location[0]?.pointer,
    })),
    ...spectralProblems.map((problem) => ({
      tool: 'spectral',
      severity: SPECTRAL_SEVERITY[problem.severity],
      rule: problem.code,
      message: problem.message,
      where: problem.path.join('.'),
    })),
  ]),
);
