/** The data worker's script (data-worker-client.ts starts it): the handler of data-worker.ts, served. */
import { serveDataWorker } from './data-worker';

serveDataWorker();
