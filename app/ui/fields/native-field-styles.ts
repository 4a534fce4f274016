// Native selects and inputs (no select component in the shell yet): full width, 44 px targets, the
// theme's colours. Pair, team and scene forms share them.
export const FIELD_STYLE = {
  display: 'block',
  width: '100%',
  maxWidth: '100%',
  minHeight: 44,
  padding: '8px 10px',
  fontSize: 16,
  color: 'inherit',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-gray-6)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const
export const LABEL_STYLE = { display: 'block', fontWeight: 500, marginBottom: 4 } as const
