// Prints, as JSON, every page a visitor may open by the route table's own decision (`visitorPaths` of
// @b2b/shared/access). lighthouse.mjs runs it with the server's tsx, since the table is TypeScript; the
// kernel's source is CommonJS to Node, so its exports arrive as the default export.
import access from '../../shared/src/access/index.ts';

console.log(JSON.stringify(access.visitorPaths()));
