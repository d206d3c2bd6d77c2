// "Keep me signed in for 30 days" (spec §2, §9): one choice for both ways of signing in.
import { Checkbox } from '@mantine/core';
import { LOGIN_MESSAGES } from './messages';

interface RememberMeCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function RememberMeCheckbox({ checked, onChange }: RememberMeCheckboxProps) {
  return (
    <Checkbox
      label={LOGIN_MESSAGES.rememberMe}
      checked={checked}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
      }}
    />
  );
}
