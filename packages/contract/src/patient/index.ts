export * from './endpoints';
export * from './patient-dashboard';
export * from './patient-profile';
export * from './routes';
