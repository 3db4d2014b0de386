/**
 * `npm run write-rules`: prints the write rules in figures per resource (src/resources/write-rules.ts),
 * the table docs/access.md carries.
 */
import { resourceList } from '../src/resources/index';
import { writeRulesTable } from '../src/resources/write-rules';

process.stdout.write(`${writeRulesTable(resourceList)}\n`);
