/**
 * The request header in which the entry server hands Next the query string it took off a page
 * request (server/requests.ts pageTarget), so that proxy.ts's redirects still carry it. The entry
 * server drops any x-uf-* header a client sent.
 */
export const PAGE_QUERY_HEADER = "x-uf-query";
