export { TimeOffForm, type TimeOffFormProps, type TimeOffRequest } from './TimeOffForm';
export { TimeOffList, type TimeOffListProps } from './TimeOffList';
