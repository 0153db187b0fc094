import HistoryIcon from '@mui/icons-material/History';
import { EmailList } from './email-list';

export const emails = {
  list: EmailList,
  icon: HistoryIcon,
  recordRepresentation: 'subject',
  options: { label: 'Email History' },
};
