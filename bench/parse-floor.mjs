// The floor any mdast-based linter pays: read every Markdown file and parse it with
// remark-parse (+ remark-frontmatter), nothing else.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';

const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* walk(join(dir, entry.name));
    else if (entry.name.endsWith('.md')) yield join(dir, entry.name);
  }
}
let nodes = 0;
for await (const file of walk(process.argv[2])) nodes += processor.parse(await readFile(file, 'utf8')).children.length;
console.log(nodes);
