import JsdomEnvironment from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/** Node's own web platform pieces that jsdom lacks or has partly, and that the API mocks (MSW) need. */
const FROM_NODE = [
  'TextDecoder',
  'TextEncoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'File',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

/**
 * jsdom for the front ends' unit tests, with Node's fetch, streams, encoders and files (which the
 * mocks read as a browser sends them). Forms keep jsdom's FormData, which reads a <form>. Packages resolve as in Node
 * (no "browser" export condition), as the API mocks' own packages expect.
 */
class DomEnvironment extends JsdomEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.customExportConditions = [''];
    for (const name of FROM_NODE) this.global[name] = globalThis[name as keyof typeof globalThis];
  }
}

export default DomEnvironment;
