import DashboardIcon from '@mui/icons-material/Dashboard';
import PatternIcon from '@mui/icons-material/Rule';
import HistoryIcon from '@mui/icons-material/History';
import BlockIcon from '@mui/icons-material/Block';
import ErrorIcon from '@mui/icons-material/ReportProblem';
import SendIcon from '@mui/icons-material/Send';
import QueueIcon from '@mui/icons-material/Queue';
import { ListItemIcon, MenuItem } from '@mui/material';
import { Menu } from 'react-admin';
import { QUEUE_DASHBOARD_URL, useOpenQueueDashboard } from './queue-dashboard';

/** The console's tabs (Scam Patterns, Email History, Blocked Emails, Auth Errors, Test Email). */
export function AdminMenu() {
  const openQueueDashboard = useOpenQueueDashboard();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item to="/scam-patterns" primaryText="Scam Patterns" leftIcon={<PatternIcon />} />
      <Menu.Item to="/emails" primaryText="Email History" leftIcon={<HistoryIcon />} />
      <Menu.Item to="/blocked-emails" primaryText="Blocked Emails" leftIcon={<BlockIcon />} />
      <Menu.Item to="/security-events" primaryText="Auth Errors" leftIcon={<ErrorIcon />} />
      <Menu.Item to="/test-email" primaryText="Test Email" leftIcon={<SendIcon />} />
      <MenuItem component="a" href={QUEUE_DASHBOARD_URL} onClick={openQueueDashboard}>
        <ListItemIcon>
          <QueueIcon fontSize="small" />
        </ListItemIcon>
        Queue Dashboard
      </MenuItem>
    </Menu>
  );
}

/** Non-admins get no tabs. */
export function EmptyMenu() {
  return null;
}
