export * from './campaign-template';
export * from './campaigns';
export * from './endpoints';
export * from './routes';
