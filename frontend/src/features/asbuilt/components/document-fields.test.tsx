import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { FieldDifference } from '../types';
import { DocumentFields } from './document-fields';

// A fixture field in the API's shape: the interconnect MTU planned at 1500, 9000 on the cluster.
const FIELDS: FieldDifference[] = [{ path: '/interconnect/mtu', before: 1500, after: 9000, change: 'changed' }];

/** The smallest table the app could hand in: one item per field path. */
function PathList({ changes }: { changes: readonly FieldDifference[] }) {
  return (
    <ul aria-label="fields">
      {changes.map((change) => (
        <li key={change.path}>{change.path}</li>
      ))}
    </ul>
  );
}

describe('DocumentFields', () => {
  it('hands the differing fields to the table the app gives', () => {
    renderWithProviders(<DocumentFields fields={FIELDS} assembled FieldChanges={PathList} />);
    expect(screen.getByRole('list', { name: 'fields' })).toHaveTextContent('/interconnect/mtu');
  });

  it('says no field was compared when no document was assembled', () => {
    renderWithProviders(<DocumentFields fields={[]} assembled={false} FieldChanges={PathList} />);
    expect(screen.getByText('No as-built document was assembled: no field was compared.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
