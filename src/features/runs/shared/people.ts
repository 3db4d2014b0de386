/**
 * Names of drivers and contractors on run pages, from the crew reference list: kept on the
 * device like the other reference lists, so names show offline too, and cut by the server per
 * viewer (src/resources/crew.ts; a client user reads first names). Naming and namesakes:
 * crew-names.ts.
 */
import { useMemo } from 'react';
import { useReferenceList } from '../../../offline';
import { crewNames, type CrewNames } from './crew-names';

export type { CrewKind, Person } from './crew-names';

export interface People extends CrewNames {
  isLoading: boolean;
}

export function usePeople(): People {
  const crew = useReferenceList('crew');
  const depots = useReferenceList('depots').data;
  return useMemo(
    () => ({ ...crewNames(crew.data, depots), isLoading: crew.isLoading }),
    [crew.data, crew.isLoading, depots],
  );
}
