export * from './endpoints';
export * from './routes';
export * from './settings';
