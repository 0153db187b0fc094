import { Edit, useNotify, useRedirect } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import { ScamPatternForm } from './scam-pattern-form';

export function ScamPatternEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit Scam Pattern"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          toast(notify, { title: TOASTS.success, description: 'Pattern updated' });
          redirect('list', 'scam-patterns');
        },
        onError: (error) => toast(notify, { title: TOASTS.patternUpdateFailed, description: errorMessage(error), type: 'error' }),
      }}
    >
      <ScamPatternForm edit />
    </Edit>
  );
}
