export { TestSmsForm, type TestSmsFormProps } from './TestSmsForm';
