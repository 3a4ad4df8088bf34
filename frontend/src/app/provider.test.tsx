import { NativeSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProvider } from './provider';

describe('AppProvider theme', () => {
  it('gives every kind of input the focus-ring class, on the element that takes focus or holds it', () => {
    render(
      <AppProvider>
        <TextInput label="Cluster name" />
        <NumberInput label="CPUs" />
        <NativeSelect label="Mode" data={['a', 'b']} />
        <Select label="Architecture" data={['z10', 'x86_64']} />
        <TagsInput label="OCR locations" />
      </AppProvider>,
    );
    for (const label of ['Cluster name', 'CPUs', 'Mode']) {
      expect(screen.getByLabelText(label)).toHaveClass('app-focus-input');
    }
    expect(screen.getByRole('combobox', { name: 'Architecture' })).toHaveClass('app-focus-input');
    // A tags input focuses the field inside its box; the box carries the ring (:focus-within).
    expect(screen.getByLabelText('OCR locations').closest('.app-focus-input')).not.toBeNull();
  });
});
