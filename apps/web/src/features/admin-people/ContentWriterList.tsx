import { api, useSetContentWriterEnabled } from '@telehealth/api';
import {
  type AdminContentWriter,
  type AdminContentWriterListQuery,
  adminPeopleMessages,
  contentWriterSortColumns,
  formatDate,
} from '@telehealth/contract';
import { Badge, Button, ConfirmDialog, type DataTableColumn, Inline } from '@telehealth/ui';
import { useState } from 'react';
import { AdminList } from '../shared/AdminList';
import { choiceField, searchField } from '../shared/filterFields';
import { serverError, succeeded, useAction } from '../shared/useAction';
import { useListParams } from '../shared/useListParams';
import { useViewerZone } from '../shared/useViewerZone';

const fields = [
  searchField('Name or email'),
  choiceField('status', 'Status', 'All', { active: 'Active', disabled: 'Disabled' }),
];

/**
 * `/admin/content-writers`: every content writer, with disable (which signs them out at once, after asking),
 * enable, and a new set-password link while their invitation is unused.
 */
export function ContentWriterList() {
  const zone = useViewerZone();
  const list = useListParams(contentWriterSortColumns, { sort: 'name', dir: 'asc' }, ['q', 'status']);
  const answer = api.adminPeople.adminContentWriters.useQuery(
    { query: list.query as AdminContentWriterListQuery },
    { keepPreviousData: true },
  );
  const setEnabled = useSetContentWriterEnabled();
  const resend = api.adminPeople.resendContentWriterLink.useMutation();
  const [disabling, setDisabling] = useState<AdminContentWriter | null>(null);

  const changeFailed = serverError('The change could not be saved. Please try again.');
  const enable = useAction(
    (writer: AdminContentWriter, enabled: boolean) => setEnabled.trigger({ id: writer.id, enabled }),
    {
      success: (_, _writer, enabled) =>
        succeeded(
          enabled ? adminPeopleMessages.contentWriterEnabled : adminPeopleMessages.contentWriterDisabled,
        ),
      failure: changeFailed,
    },
  );
  const resendLink = useAction(
    (writer: AdminContentWriter) => resend.trigger({ params: { id: writer.id } }),
    {
      success: succeeded(adminPeopleMessages.linkSent),
      failure: changeFailed,
    },
  );

  const columns: DataTableColumn<AdminContentWriter>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: true,
      primary: true,
      cell: (writer) => `${writer.firstName} ${writer.lastName}`,
    },
    { key: 'email', header: 'Email', sortable: true, cell: (writer) => writer.email },
    {
      key: 'status',
      header: 'Status',
      cell: (writer) => (
        <Inline gap="xsmall">
          {writer.disabledAt ? <Badge tone="neutral">Disabled</Badge> : <Badge tone="positive">Active</Badge>}
          {writer.invitationPending ? <Badge tone="caution">Invitation pending</Badge> : null}
        </Inline>
      ),
    },
    {
      key: 'createdAt',
      header: 'Added',
      sortable: true,
      firstSortDir: 'desc',
      nowrap: true,
      cell: (writer) => formatDate(writer.createdAt, zone),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (writer) => {
        const name = `${writer.firstName} ${writer.lastName}`;
        return (
          <Inline gap="xsmall">
            {writer.disabledAt ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Enable ${name}`}
                onClick={() => void enable(writer, true)}
              >
                Enable
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                tone="critical"
                aria-label={`Disable ${name}`}
                onClick={() => setDisabling(writer)}
              >
                Disable
              </Button>
            )}
            {writer.invitationPending && !writer.disabledAt ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Resend link to ${name}`}
                onClick={() => void resendLink(writer)}
              >
                Resend link
              </Button>
            ) : null}
          </Inline>
        );
      },
    },
  ];

  return (
    <>
      <AdminList
        caption="Content writers"
        columns={columns}
        rowKey={(writer) => writer.id}
        list={list}
        answer={answer}
        fields={fields}
        empty={{ filtered: 'No content writers match these filters.', none: 'No content writers yet.' }}
      />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => (open ? null : setDisabling(null))}
        title="Disable content writer"
        description={`Disable ${disabling ? `${disabling.firstName} ${disabling.lastName}` : 'this content writer'}? They are signed out at once and cannot sign in until enabled again.`}
        confirmLabel="Disable"
        cancelLabel="Cancel"
        tone="critical"
        busy={setEnabled.isMutating}
        onConfirm={async () => {
          if (disabling) await enable(disabling, false);
          setDisabling(null);
        }}
      />
    </>
  );
}
