import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** docs/requirements.md §9: after a forgot or reset success, wait this long before going to /login. */
const REDIRECT_DELAY_MS = 3000;

/** Navigates to `path` after the delay; the timer dies with the screen. */
export function useDelayedRedirect(path: string) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    timer.current = setTimeout(() => navigate(path), REDIRECT_DELAY_MS);
  }, [navigate, path]);
}
