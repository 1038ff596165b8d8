/**
 * Toasts, raised as react-toastify's `toast` raises them, with react-toastify loaded when the first
 * one is raised rather than with the screen: it is not on a portal page's first visit (its 9 KB
 * and two requests). react-toastify keeps a toast raised before its container mounts and shows it
 * then; the page mounts the container when it hears TOAST_RAISED (shell/src/app/DeferredToasts.tsx).
 * Code raises toasts through this module, never react-toastify's own `toast`.
 */
import type { toast as toastifyToast } from 'react-toastify';

type Toastify = typeof toastifyToast;

/** The window event that asks the page for its toast container. */
export const TOAST_RAISED = 'academy:toast-raised';

let toastify: Promise<Toastify> | null = null;

function raise(show: (toast: Toastify) => void): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_RAISED));
  toastify ??= import('react-toastify').then((module) => module.toast);
  // a toast that cannot load (the network dropped) is not worth an uncaught error
  toastify.then(show, () => {
    toastify = null;
  });
}

type Content = Parameters<Toastify['success']>[0];
type Options = Parameters<Toastify['success']>[1];

/**
 * A toast's own role: react-toastify makes each one an alert inside its container's polite live
 * region, so a screen reader said a confirmation twice. A confirmation is a status, said once; an
 * error or a warning stays an alert.
 */
const STATUS = { role: 'status' } as const;

export const toast = {
  success: (content: Content, options?: Options) => raise((toast) => toast.success(content, { ...STATUS, ...options })),
  error: (...args: Parameters<Toastify['error']>) => raise((toast) => toast.error(...args)),
  info: (content: Content, options?: Options) => raise((toast) => toast.info(content, { ...STATUS, ...options })),
  warning: (...args: Parameters<Toastify['warning']>) => raise((toast) => toast.warning(...args)),
  /** Closes toasts; with none raised yet there is nothing to close, and nothing is loaded. */
  dismiss: (...args: Parameters<Toastify['dismiss']>) =>
    void toastify?.then(
      (toast) => toast.dismiss(...args),
      () => undefined,
    ),
};
