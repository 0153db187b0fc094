import { useEffect, useState } from 'react';
import { Box, Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material';
import PatternIcon from '@mui/icons-material/Rule';
import ActiveIcon from '@mui/icons-material/CheckCircle';
import MailIcon from '@mui/icons-material/MarkEmailRead';
import ErrorIcon from '@mui/icons-material/ReportProblem';
import QueueIcon from '@mui/icons-material/Queue';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider, AdminStats } from '../data/data-provider';
import { QUEUE_DASHBOARD_URL, useOpenQueueDashboard } from '../layout/queue-dashboard';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import { StatCard } from './stat-card';

/** 'Admin Dashboard': the four stat cards and a way to the queue dashboard. */
export function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [failed, setFailed] = useState(false);
  const openQueueDashboard = useOpenQueueDashboard();

  useEffect(() => {
    let cancelled = false;
    dataProvider
      .getStats()
      .then((result) => {
        if (!cancelled) setStats(result);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        toast(notify, { title: TOASTS.dashboardFailed, description: errorMessage(error), type: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [dataProvider, notify]);

  const show = (n: number | undefined, suffix = ''): string | undefined => (failed ? '—' : n === undefined ? undefined : `${n.toLocaleString('en-CA')}${suffix}`);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Admin Dashboard
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <StatCard title="Total Patterns" value={show(stats?.total_patterns)} icon={<PatternIcon />} />
        <StatCard title="Active Patterns" value={show(stats?.active_patterns)} icon={<ActiveIcon />} />
        <StatCard title="Emails Analyzed" value={show(stats?.emails_analyzed, '+')} icon={<MailIcon />} />
        <StatCard title="Auth Errors (24h)" value={show(stats?.auth_errors_24h)} icon={<ErrorIcon />} />
      </Stack>
      <Card sx={{ mt: 3 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <QueueIcon color="primary" />
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="subtitle1">Queues</Typography>
            <Typography variant="body2" color="text.secondary">
              Incoming emails, analyses and replies waiting, running or failed.
            </Typography>
          </Box>
          <MuiButton variant="outlined" href={QUEUE_DASHBOARD_URL} onClick={openQueueDashboard}>
            Open Queue Dashboard
          </MuiButton>
        </CardContent>
      </Card>
    </Box>
  );
}
