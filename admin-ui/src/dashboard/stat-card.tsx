import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';

export interface StatCardProps {
  title: string;
  value: string | undefined;
  icon: ReactNode;
  hint?: string;
}

/** A small stat card in the react-admin demo's style. */
export function StatCard({ title, value, icon, hint }: StatCardProps) {
  return (
    <Card sx={{ flex: '1 1 200px', minWidth: 200 }} data-testid="stat-card">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>{icon}</Box>
        <Box sx={{ textAlign: 'right', flex: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {value === undefined ? <Skeleton width={60} sx={{ ml: 'auto' }} /> : value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
