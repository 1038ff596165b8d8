import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { anotherReleaseIsLive } from './live-releases';

/** How often a tab in use looks for a new release, besides each time it is shown again. */
const CHECK_EVERY_MS = 5 * 60_000;

/** Whether a release check found another release live; checks when asked, or when one is due. */
function releaseChecks() {
  let found = false;
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void anotherReleaseIsLive().then((another) => {
      found = found || another;
    });
  };
  return {
    check,
    checkIfDue: () => {
      if (Date.now() - lastCheck > CHECK_EVERY_MS) check();
    },
    found: () => found,
  };
}

/**
 * Moves the tab to a new release at its next navigation: once a check finds that an area this
 * tab runs has another release live, the next in-app navigation loads its address in full instead,
 * so the visitor lands where they were going, on the live code. Until then the tab keeps running
 * its own release, whose chunks the servers keep. A tab checks when it is shown again, and on a
 * navigation when its last check is five minutes old.
 */
export default function NewReleaseAtNextNavigation() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const checks = useRef(releaseChecks()).current;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') checks.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [checks]);

  useLayoutEffect(() => {
    if (key === firstKey.current) return;
    // the address is already the one navigated to: loading it again is the full navigation
    if (checks.found()) window.location.reload();
    else checks.checkIfDue();
  }, [key, checks]);

  return null;
}
