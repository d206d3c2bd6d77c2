// The login page's one field per step: large, focused when the step opens, an icon that says
// what it holds, and its error read out.
import type { TablerIcon } from '@tabler/icons-react';

export function loginFieldProps(Icon: TablerIcon) {
  return {
    autoFocus: true,
    size: 'md',
    leftSection: <Icon size={18} stroke={1.6} />,
    errorProps: { role: 'alert' },
  } as const;
}
