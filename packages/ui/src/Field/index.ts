export { Field, type FieldProps, useFieldLabelId } from './Field';
