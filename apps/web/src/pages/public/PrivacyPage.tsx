import { PrivacyPage } from './LegalPage';

export default PrivacyPage;
