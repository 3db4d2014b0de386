import { describe, expect, it } from 'vitest';
import { assertSignedIn } from './lighthouse';

const report = (items: { url: string; statusCode: number }[]) => ({
  categories: { performance: { score: 0.5 } },
  audits: { metrics: { details: { items: [] } }, 'network-requests': { details: { items } } },
});
const at = (path: string, statusCode = 200) => ({ url: `http://127.0.0.1:1234${path}`, statusCode });

describe('assertSignedIn', () => {
  it('accepts a run whose current user was answered and whose page asked for its data', () => {
    expect(() =>
      assertSignedIn(
        report([at('/'), at('/api/current-user?fields=*'), at('/api/deliveries?limit=500')]),
        '/api/deliveries',
      ),
    ).not.toThrow();
  });

  it('refuses a run of the log-in page (current user refused)', () => {
    expect(() => assertSignedIn(report([at('/'), at('/api/current-user?fields=*', 401)]), '/api/deliveries')).toThrow(
      /signed-out/,
    );
  });

  it('refuses a run that never asked for the page data', () => {
    expect(() => assertSignedIn(report([at('/api/current-user?fields=*')]), '/api/runs')).toThrow(/never asked/);
  });
});
