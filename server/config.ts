/** Server configuration, read once from the environment by main.ts; tests build it directly. */
export interface AppConfig {
  /** HMAC secret for access tokens; when unset one is generated once and kept in the database */
  tokenSecret?: string;
  /** enables the E2E test hooks (X-Test-Drop-Response, /api/test/*); never in production */
  e2eHooks: boolean;
  /** take the client address from X-Forwarded-For (behind a proxy, and in tests) */
  trustProxy: boolean;
  /** overrides dashboard_state's minDashboardVersion */
  minDashboardVersion?: string;
  /** failed log-ins allowed per account and per address within the window */
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginWindowMinutes: number;
  /** reported by dashboard-activity as queueServers */
  queueServers: number;
  /** AES-256-GCM key for TOTP secrets at rest (TOTP_KEY: 64 hex digits or base64); derived from the token secret when unset */
  totpKey?: string;
  /** per-user budgets of expensive routes, per minute */
  importsPerMinute: number;
  uploadsPerMinute: number;
  /** per-address budget of anonymous error reports, per minute */
  errorReportsPerMinute: number;
  /** MAP_STYLE_URL: a MapLibre style for a real basemap; unset, maps use the built-in land-and-sea style */
  mapStyleUrl?: string;
  /** MAP_TILE_ORIGINS: further origins the basemap's tiles, sprites and glyphs come from (space or comma separated), allowed by the CSP */
  mapTileOrigins?: string[];
  /** LIST_ALL_MAX: most rows a `limit=-1` list reads; more matches answer 400 naming `limit` */
  listAllMax: number;
}

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    e2eHooks: false,
    trustProxy: false,
    loginFailuresPerAccount: 5,
    loginFailuresPerAddress: 20,
    loginWindowMinutes: 15,
    queueServers: 1,
    importsPerMinute: 30,
    uploadsPerMinute: 60,
    errorReportsPerMinute: 60,
    listAllMax: 20_000,
    ...overrides,
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return defaultConfig({
    tokenSecret: env.TOKEN_SECRET || undefined,
    e2eHooks: env.E2E_HOOKS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    minDashboardVersion: env.MIN_DASHBOARD_VERSION || undefined,
    queueServers: Number(env.QUEUE_SERVERS ?? 1),
    totpKey: env.TOTP_KEY || undefined,
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    ...(Number(env.LIST_ALL_MAX) > 0 ? { listAllMax: Math.floor(Number(env.LIST_ALL_MAX)) } : {}),
    mapTileOrigins: (env.MAP_TILE_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
  });
}
