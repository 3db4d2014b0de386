/**
 * Reports a render crash to POST api/nv/system-error and returns the id the server gives it.
 * The spec skips the post on localhost; we always post, because our own server is the reference
 * and the e2e suite (on 127.0.0.1) checks the id (see docs/shell.md). Each error object is
 * posted once, however often the error screen renders.
 */
import { apiJson } from '../../lib/api';

interface SystemErrorAnswer {
  id?: string | number;
  data?: { id?: string | number };
}

const reported = new WeakMap<object, Promise<string | null>>();

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error)
    return { message: error.message, stack: error.stack ?? `${error.name}: ${error.message}` };
  const text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  return { message: text, stack: text };
}

async function post(error: unknown): Promise<string | null> {
  const { message, stack } = describe(error);
  try {
    const body = await apiJson<SystemErrorAnswer>('nv/system-error', {
      method: 'POST',
      json: {
        httpMethod: 'GET',
        uri: window.location.href.split('?')[0],
        ipAddress: null,
        request: { route: window.location.hash.replace(/^#/, ''), userAgent: navigator.userAgent },
        response: { message },
        stackTrace: stack,
        queryString: window.location.hash.split('?')[1] ?? '',
      },
    });
    const id = body.data?.id ?? body.id;
    return id == null ? null : String(id);
  } catch (failure) {
    console.error('Reporting the error failed', failure);
    return null;
  }
}

export function reportSystemError(error: unknown): Promise<string | null> {
  const key = typeof error === 'object' && error !== null ? error : null;
  if (!key) return post(error);
  let pending = reported.get(key);
  if (!pending) {
    pending = post(error);
    reported.set(key, pending);
  }
  return pending;
}
