/** Every table of every domain, for Drizzle's typed queries and drizzle-kit migrations. */
export * from '../config/tables';
export * from '../info/tables';
export * from '../cms/tables';
export * from '../telemetry/tables';
export * from '../players/tables';
export * from '../auth/tables';
export * from '../notifications/tables';
export * from '../events/tables';
export * from './meta-tables';
export * from '../wallet/tables';
