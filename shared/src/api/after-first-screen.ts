// Apart from early-answers.ts, which brings the data layer: a public page registers the service
// worker with this and loads no data layer.
/**
 * Runs `run` once the page has loaded, the reads asked for early have been answered and the browser
 * is idle: work that must never compete with a first visit's own requests.
 */
export function afterFirstScreen(run: () => void): void {
  // the early reads the screens have taken as well as those they have not; it never rejects
  const firstReads = window.academyEarlyAnswers?.settled;
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, firstReads]).then(() => {
    const idle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 1));
    idle(run);
  });
}
