import { TermsPage } from './LegalPage';

export default TermsPage;
