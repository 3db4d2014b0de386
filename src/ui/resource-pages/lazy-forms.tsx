/**
 * The record forms (edit form, detail, create and grid-edit pages) as the feature's index offers
 * them to other features: each loads its own chunk when first drawn. Every list, board and
 * dashboard imports this feature's index for its table, badges and load states; re-exported
 * directly, the forms would come with each of them, and with the forms the declarations' zod
 * schemas, the reference pickers and Chakra's menus and text areas (about 50 KB gzip on the
 * deliveries list and the overview before their first screen, docs/bench.md). Loaded here they
 * cost one more request on a first visit only: the service worker precaches every chunk.
 * (The photo viewer is offered the same way by the layout feature.)
 */
import type { ComponentProps } from 'react';
import { onDemand } from '../../lib/on-demand';
import { BusySpinner } from '../../theme/busy-spinner';
import type { EditForm as EditFormPage } from './edit-form';
import type { ResourceCreatePage as CreatePage } from './resource-create-page';
import type { ResourceDetailPage as DetailPage } from './resource-detail-page';
import type { GridEditView as GridView } from './resource-grid-edit-page';

const busy = (label: string) => <BusySpinner label={label} />;

export const EditForm = onDemand<ComponentProps<typeof EditFormPage>>(
  async () => (await import('./edit-form')).EditForm,
  busy('Loading the form'),
);
export const ResourceDetailPage = onDemand<ComponentProps<typeof DetailPage>>(
  async () => (await import('./resource-detail-page')).ResourceDetailPage,
  busy('Loading the page'),
);
export const ResourceCreatePage = onDemand<ComponentProps<typeof CreatePage>>(
  async () => (await import('./resource-create-page')).ResourceCreatePage,
  busy('Loading the page'),
);
export const GridEditView = onDemand<ComponentProps<typeof GridView>>(
  async () => (await import('./resource-grid-edit-page')).GridEditView,
  busy('Loading the grid'),
);
