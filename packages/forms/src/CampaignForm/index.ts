export { CampaignForm, type CampaignFormProps, type CampaignFormValues } from './CampaignForm';
