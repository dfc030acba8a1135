export { PopupOverlay, type PopupOverlayProps } from './PopupOverlay';
export {
  type PopupPart,
  type PopupPartStyle,
  type PopupStyles,
  popupParts,
  visibleColor,
} from './visibleColor';
