import ErrorIcon from '@mui/icons-material/ReportProblem';
import { AuthErrorList } from './auth-error-list';

export const authErrors = {
  list: AuthErrorList,
  icon: ErrorIcon,
  options: { label: 'Auth Errors' },
};
