import { Box } from '@mui/material';
import { riskBadge, type BadgeVariant } from './email-record';

const STYLES: Record<BadgeVariant, { bgcolor: string; color: string; borderColor: string }> = {
  destructive: { bgcolor: '#dc2626', color: '#ffffff', borderColor: '#dc2626' },
  default: { bgcolor: '#0f172a', color: '#ffffff', borderColor: '#0f172a' },
  secondary: { bgcolor: '#f1f5f9', color: '#0f172a', borderColor: '#e2e8f0' },
  outline: { bgcolor: 'transparent', color: '#475569', borderColor: '#cbd5e1' },
};

/** The risk level badge (dangerous red, suspicious dark, safe grey, otherwise Unknown). */
export function RiskBadge({ level }: { level: string | null | undefined }) {
  const { label, variant } = riskBadge(level);
  return (
    <Box
      component="span"
      data-variant={variant}
      data-testid="risk-badge"
      sx={{
        ...STYLES[variant],
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid',
        borderRadius: 999,
        px: 1.25,
        py: 0.25,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
