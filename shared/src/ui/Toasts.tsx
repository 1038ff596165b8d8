import { ToastContainer } from 'react-toastify';
import '@academy/shared/styles/toasts.css';

/** docs/requirements.md §8/§9: toasts appear at the top right and close after 3000 ms. Render once per page. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={3000} newestOnTop />;
}
