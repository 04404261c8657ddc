// The businesses feature's public surface: what other features may use. Everything else is internal.
export * from './api/business-schema';
export * from './api/delete-business';
export * from './api/get-businesses-page';
export * from './api/get-missing-translations';
export * from './api/query-keys';
export * from './components/business-logo';
export * from './components/menu-views/menu-views-panel';
export * from './components/recent-activity/recent-activity';
export * from '@/lib/selected-business';
export * from './selection/use-business-selection';
export * from './selection/use-current-business';
export * from './selection/use-money-format';
export * from './selection/use-required-business';
