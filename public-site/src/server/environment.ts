// What the renderer needs beyond the language and the shell's render sandbox does not give it (the
// sandbox offers timers, a console and a fetch of the API's public content, all made inside the
// renderer's context: platform/server/render-sandbox.ts): text encoding and a stream for React's edge
// renderer, and URL and URLSearchParams for the router's links, by the WHATWG's reference
// implementation. Installed only where missing, so Node keeps its own.
// first: the URL implementation makes its text encoder and decoder as it loads
import './text-and-streams';
import { URL, URLSearchParams } from 'whatwg-url';

const scope = globalThis as Record<string, unknown>;
scope.URL ??= URL;
scope.URLSearchParams ??= URLSearchParams;
