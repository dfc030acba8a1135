export * from './endpoints';
export * from './reports';
export * from './routes';
