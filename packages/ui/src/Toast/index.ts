export { DeferredToaster } from './DeferredToaster';
export { Toaster, type ToasterProps } from './Toast';
export {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastHandle,
  type ToastOptions,
  toast,
} from './toastStore';
