export * from './accounts';
export * from './catalog';
export * from './chat';
export * from './community';
export * from './mail';
export * from './passport';
export * from './reviews';
export * from './uploads';
