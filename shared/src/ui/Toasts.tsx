import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { directionOf } from '@academy/shared/i18n/locale';
import { useLocale, useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/toasts.css';

/** react-toastify's close button, named in the reader's language (its own is named "close"). */
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
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * docs/requirements.md §8/§9: toasts appear at the top right (the top left, mirrored, right to left)
 * and close after 3000 ms. Their timer bar is not shown: react-toastify names it in English only.
 * Render once per page.
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
