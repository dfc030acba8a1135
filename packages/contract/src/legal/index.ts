export * from './endpoints';
export * from './legal';
export * from './routes';
