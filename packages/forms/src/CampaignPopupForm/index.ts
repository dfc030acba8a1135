export { CampaignPopupForm, type CampaignPopupFormProps } from './CampaignPopupForm';
export {
  type PopupPart,
  type PopupPartStyle,
  type PopupStyles,
  popupParts,
  visibleColor,
} from './campaignColors';
