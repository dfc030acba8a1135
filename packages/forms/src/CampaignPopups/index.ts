export { CampaignPopups, type CampaignPopupsProps } from './CampaignPopups';
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
  type KeyValueStore,
  popupStorageKeys,
  readShownTypes,
  readSubmissionHistory,
  recordSubmission,
  writeShownTypes,
} from './submissionHistory';
export { stylesFromTemplate } from './templateStyles';
