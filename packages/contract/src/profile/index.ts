export * from './email-verification';
export * from './endpoints';
export * from './profile';
export * from './routes';
