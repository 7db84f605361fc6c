/** What the apps' tests share (`@tour/shared/testing`): never imported by app code. */
export * from './siteProfile';
export * from './matchMedia';
export * from './renderAt';
export * from './photo';
