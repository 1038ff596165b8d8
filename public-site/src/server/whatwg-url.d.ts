// whatwg-url ships no types: its classes are the platform's URL and URLSearchParams
declare module 'whatwg-url' {
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}
