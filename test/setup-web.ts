import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { reportAnswered } from '../src/lib/reachability';
import { cleanupRendered } from '../src/theme/render-in-tests';

afterEach(cleanupRendered);
// a test whose request failed for want of a network must not leave the next file 'offline' (isolate: false)
afterEach(() => reportAnswered(new Response('{}')));
