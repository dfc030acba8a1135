export * from './endpoints';
export * from './practitioner';
export * from './routes';
