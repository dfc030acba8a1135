export * from './email-templates';
export * from './endpoints';
export * from './prescription-templates';
export * from './routes';
export * from './sms-templates';
export * from './template-placeholders';
