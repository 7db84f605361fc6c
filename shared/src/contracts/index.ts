export * from './constants';
export * from './domain';
export * from './schemas';
export * from './siteUrls';
export * from './money';
export * from './remoteModules';
export * from './staff';
