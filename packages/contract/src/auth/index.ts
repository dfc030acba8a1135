export * from './auth';
export * from './endpoints';
export * from './mfa';
export * from './routes';
