import { TextInput } from '@mantine/core';

type RunLabelInputProps = {
  value: string;
  onChange: (label: string) => void;
  error?: string | null;
  description?: string;
};

/** A run's label, the one field every run form asks for (required, at most 200 characters). */
export function RunLabelInput({ value, onChange, error, description }: RunLabelInputProps) {
  return (
    <TextInput
      label="Label"
      description={description}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={200}
    />
  );
}
