/** What every route module shares: the services object and the Hono env with the current user. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AccessUser } from '../../src/resources/index';
import type { Limiters } from '../auth/rate-limit';
import type { TokenPayload } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { LogVariables } from '../log/index';
import { unauthorized } from './errors';

export interface AuthUser extends AccessUser {
  email: string;
  name: string;
}

export interface Services {
  db: Database;
  config: AppConfig;
  /** the token secret, loaded once */
  secret(): Promise<string>;
  /** rate limiters (rate-limiter-flexible on the database, shared by every process) */
  limiters: Limiters;
}

export interface AppEnv {
  Variables: LogVariables & {
    user: AuthUser | null;
    /** the verified token of the request's session, when there is one */
    token?: TokenPayload;
  };
}

export type AppContext = Context<AppEnv>;

export function requireUser(c: AppContext): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The caller's address: X-Forwarded-For when behind a trusted proxy, else the socket's. */
export function clientAddress(c: Context, config: AppConfig): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
