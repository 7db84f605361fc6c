import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from 'react-toastify';
import { TIMINGS_MS } from '../contracts/constants';

/** Spec §9: top-right, newest first, gone after five seconds. */
export default function ToastContainerWithStyles() {
  return <ToastContainer position="top-right" autoClose={TIMINGS_MS.toast} newestOnTop />;
}
