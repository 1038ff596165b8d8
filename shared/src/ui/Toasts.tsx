import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { directionOf } from '@academy/shared/i18n/locale';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/toasts.css';

/** react-toastify's close button, named in the reader's language (its own is named "close"); its icon, so a toast's text is its message alone. */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}

/**
 * docs/requirements.md §8/§9: toasts appear at the top right (the top left, mirrored, right to left)
 * and close after 3000 ms; on a phone at the bottom, clear of the top bar (styles/toasts.css).
 * Their timer bar is not shown: react-toastify names it in English only. Render once per page.
 */
export default function Toasts() {
  const t = useT();
  const locale = useLocale();
  const rtl = directionOf(locale) === 'rtl';
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={3000}
      newestOnTop
      hideProgressBar
      closeButton={CloseToast}
      aria-label={t('toasts.region')}
    />
  );
}
