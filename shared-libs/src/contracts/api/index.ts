/**
 * The API's request and response schemas (TypeBox), one per wire shape, grouped by area. The
 * server validates requests and serializes answers with them (infra/api); the client's wire types
 * (shared-libs/src/api/types.ts) are their static types, imported type-only so that no schema
 * lands in a browser bundle. Plain value lists both sides need at run time are ./constants.
 */
export * from './constants';
export * from './common';
export * from './errors';
export * from './files';
export * from './tasks';
export * from './drive';
export * from './privileges';
export * from './downloads';
export * from './vip';
export * from './orders';
export * from './user';
export * from './config';
export * from './misc';
export * from './share';
export * from './shareLinks';
export * from './auth';
export * from './account';
export * from './desktop';
export * from './device';
export * from './media';
export * from './control';
export * from './analytics';
