import BlockIcon from '@mui/icons-material/Block';
import { BlockedEmailList } from './blocked-email-list';

export const blockedEmails = {
  list: BlockedEmailList,
  icon: BlockIcon,
  recordRepresentation: 'email',
  options: { label: 'Blocked Emails' },
};
