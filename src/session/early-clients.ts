/**
 * The clients call every signed-in start makes (use-reference-lists.ts). The entry sends it
 * early, beside the session check (src/lib/early-calls.ts says why); a module of its own so the
 * entry stays free of the menu's code.
 */
export const CLIENTS_CALL = 'clients?limit=-1&sort=name';
