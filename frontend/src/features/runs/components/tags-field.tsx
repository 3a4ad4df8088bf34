import { TagsInput } from '@mantine/core';
import { useState } from 'react';

import { acceptTagChips } from '../utils/tags';

type TagsFieldProps = {
  label: string;
  value: string[];
  onChange: (chips: string[]) => void;
  /** An error from the server for this field; a local one (bad chip) is shown first. */
  error?: string | null;
  description?: string;
  placeholder?: string;
};

/**
 * Tags typed as "key=value" chips (Enter or comma adds one). A chip that does not fit
 * the server's rules is refused on the spot with a sentence saying why.
 */
export function TagsField({ label, value, onChange, error, description, placeholder = 'key=value' }: TagsFieldProps) {
  const [localError, setLocalError] = useState<string | null>(null);
  return (
    <TagsInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={value}
      splitChars={[',', ' ']}
      clearable
      onChange={(next) => {
        const { chips, error: problem } = acceptTagChips(next);
        setLocalError(problem);
        onChange(chips);
      }}
      error={localError ?? error ?? undefined}
    />
  );
}
