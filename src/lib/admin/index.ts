/**
 * @module admin
 * View models of the operator console at `/admin`: pure functions from form state to request
 * bodies, validation problems, paging, uploads, the notices list and the audit log's change summaries.
 */
export * from './sections';
export * from './problems';
export * from './paging';
export * from './site-form';
export * from './menus-form';
export * from './notifications-form';
export * from './notices-form';
export * from './accounts-list';
export * from './audit';
export * from './matches-form';
export * from './uploads';
