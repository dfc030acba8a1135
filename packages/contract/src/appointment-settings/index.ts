export * from './appointment-settings';
export * from './endpoints';
export * from './routes';
