export { CompanyInfoForm, type CompanyInfoFormProps, companyFormValues } from './CompanyInfoForm';
