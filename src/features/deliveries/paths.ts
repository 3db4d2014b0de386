/** Links between the delivery pages and into the runs half (owned by the runs feature). */
export const deliveryDetailPath = (id: number) => `/run/r/delivery/${id}`;
export const dropDetailPath = (id: number) => `/run/r/dropN/${id}`;
/** the run summary of a run's day and routing group, narrowed to that run */
export const runSummaryPath = (run: { countryId: number; date: string; routingGroupId: number; id: number }) =>
  `/run/r/country/${run.countryId}/${run.date}/rtw/all/rg/${run.routingGroupId}/rz/all/z/all/c/all/t/all/run/${run.id}`;
