/**
 * Contract checks 1, 2 and 5 (./access-checks.ts) and the report screens' check
 * (./report-checks.ts) over the whole registry: every declared screen, resource and report, every
 * demo user, on one contract app (one database to make and seed for both).
 */
import { accessChecks } from './access-checks';
import { contractForFile } from './harness';
import { reportChecks } from './report-checks';

const contract = contractForFile();
accessChecks(contract, () => true);
reportChecks(contract);
