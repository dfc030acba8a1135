export * from './endpoints';
export * from './logic';
export * from './questionnaire';
export * from './questionnaires';
export * from './review';
export * from './routes';
export * from './wire';
