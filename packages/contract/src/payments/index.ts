export * from './endpoints';
export * from './payments';
export * from './routes';
