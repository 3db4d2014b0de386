/**
 * Edit in place for a hand-written detail page (a delivery, a drop, a run on Run Summary): the
 * Edit button where the page's heading stands, offered exactly when this user may change a field
 * of this record (offersEdit: the server's own question); a conflict's warning (the save itself
 * is heard as a notice, through the form); and, while editing, the record's edit form in place of the page's fields (edit-mode.ts).
 * One piece, so every page that shows a record offers its edit the same way.
 */
import { Alert, Box, Button, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceItemResult, StoredRecord } from '../../offline';
import { inSentence } from '../../resources';
import type { ResourceDef } from '../../resources/types';
import { useCurrentUser } from '../../session/auth-context';
import { useMenuContext } from '../../session/use-menu-context';
import { offersEdit, useEditMode } from './edit-mode';
import { EditForm } from './lazy-forms';

export interface EditInPlace {
  /** the form is open: the page shows `form` in place of its fields */
  editing: boolean;
  /** 'Edit', where the user may change something of this record and is not editing */
  button: ReactNode;
  /** a conflict's warning (a save itself is heard as a notice, src/ui/notices.tsx) */
  messages: ReactNode;
  /** the edit form, while editing */
  form: ReactNode;
}

export function useEditInPlace(def: ResourceDef, item: ResourceItemResult<StoredRecord>, title: string): EditInPlace {
  const user = useCurrentUser();
  const context = useMenuContext();
  const record = item.data;
  const edit = useEditMode(record?.id ?? Number.NaN);
  const mayEdit = record !== null && offersEdit(user, def, record, context);
  const editing = mayEdit && edit.editing;
  const conflict = item.entries.some((e) => e.status === 'conflict');
  const what = inSentence(def.label);
  return {
    editing,
    button:
      mayEdit && !editing ? (
        <Button size="sm" onClick={edit.open}>
          Edit
        </Button>
      ) : null,
    messages: (
      <>
        {conflict && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              Someone else changed this {what} while your edit was waiting. The server’s version is shown.{' '}
              <RouterLink to="/outbox">Compare both in the outbox</RouterLink>.
            </Alert.Description>
          </Alert.Root>
        )}
      </>
    ),
    form:
      editing && record ? (
        <Box as="section" aria-labelledby={`${def.name}-edit`}>
          <Heading as="h2" size="md" id={`${def.name}-edit`} mb="2">
            Edit {what} {title}
          </Heading>
          <EditForm key={record.id} def={def} record={record} onClose={edit.close} onSaved={edit.done} />
        </Box>
      ) : null,
  };
}
