/**
 * The contractors a page names: the users list (role contractor) for those who may read users,
 * else the names the server's van-demand board carries (admin-type users without user access).
 */
import { useMemo } from 'react';
import { useResourceList } from '../../offline';
import { can, users as usersDef } from '../../resources';
import { useCurrentUser } from '../../session/auth-context';
import { useBoard } from '../../ui/board';

export interface ContractorName {
  id: number;
  name: string;
}

export function useContractorNames(from: string, to: string): { rows: ContractorName[] } {
  const user = useCurrentUser();
  const mayListUsers = can(user, usersDef, 'list') && user.role !== 'contractor';
  const list = useResourceList(
    'users',
    { limit: -1, sort: 'name', filters: { role: 'contractor', status: 'active' } },
    { enabled: mayListUsers },
  );
  const board = useBoard<{ contractorId: number; contractor: string }[]>(
    ['van-demand', from, to],
    `operations/van-demand?from=${from}&to=${to}`,
    { enabled: !mayListUsers && user.role !== 'contractor' },
  );
  return useMemo(() => {
    if (mayListUsers) return { rows: list.data.map((u) => ({ id: u.id, name: u.name })) };
    const names = new Map<number, string>();
    for (const r of board.data ?? []) names.set(r.contractorId, r.contractor);
    return { rows: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)) };
  }, [board.data, list.data, mayListUsers]);
}
