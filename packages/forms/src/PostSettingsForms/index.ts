export {
  PostFeesForm,
  type PostFeesFormProps,
  PostTrackingUrlForm,
  type PostTrackingUrlFormProps,
} from './PostSettingsForms';
