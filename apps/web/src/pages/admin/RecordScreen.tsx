import { LoadState } from '@telehealth/ui';
import type { ReactNode } from 'react';
import { recordStates } from '../../features/shared/recordStates';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminScreen, type AdminScreenProps } from './AdminScreen';

export interface RecordScreenProps<Data> extends Omit<AdminScreenProps, 'children' | 'title'> {
  /** The answer: undefined while loading, null when the record does not exist (a tolerated 404). */
  data: Data | null | undefined;
  error: unknown;
  /** 'Loading the patient'. */
  loadingLabel: string;
  /** 'Patient not found'. */
  notFound: string;
  /** The heading and document title, from the record once it is loaded. */
  title: (data: Data | undefined) => string;
  children: (data: Data) => ReactNode;
}

/** An admin screen of one record (docs/product/admin.md): its title, and the record once loaded, or why not. */
export function RecordScreen<Data>({
  title,
  data,
  error,
  loadingLabel,
  notFound,
  children,
  ...screen
}: RecordScreenProps<Data>) {
  const heading = title(data ?? undefined);
  useDocumentTitle(heading);
  return (
    <AdminScreen title={heading} {...screen}>
      <LoadState data={data} error={error} loadingLabel={loadingLabel} {...recordStates(notFound)}>
        {children}
      </LoadState>
    </AdminScreen>
  );
}
