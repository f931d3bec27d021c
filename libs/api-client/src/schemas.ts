// Every zod schema the client checks calls against. Loaded lazily (lazy-schemas.ts): zod and the
// contract's schemas are about a quarter of the site's first-load JavaScript, and nothing needs
// them before the first reply arrives.
export {
  API_SCHEMAS,
  jsonCacheReadReplySchema,
  jsonCacheWriteReplySchema,
  secReplySchema,
  vvPrettyPlainSchema,
} from '@site/api-contract';
