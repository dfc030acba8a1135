export {
  type CampaignContent,
  CampaignPopup,
  type CampaignPopupProps,
  CampaignPopups,
  type CampaignPopupsProps,
} from './CampaignPopups';
export {
  createPopupMachine,
  fastUpwardScroll,
  isFastUpwardScroll,
  type PopupCampaign,
  type PopupMachine,
  type PopupMachineOptions,
  type PopupMachineState,
} from './popupMachine';
export {
  clearPopupState,
  createMemoryStore,
  type KeyValueStore,
  popupStorageKeys,
  readShownTypes,
  readSubmissionHistory,
  recordSubmission,
  writeShownTypes,
} from './submissionHistory';
export { stylesFromTemplate } from './templateStyles';
