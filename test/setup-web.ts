import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanupRendered } from '../src/theme/render-in-tests';

afterEach(cleanupRendered);
