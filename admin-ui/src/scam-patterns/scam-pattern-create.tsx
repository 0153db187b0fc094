import { Create, useNotify, useRedirect } from 'react-admin';
import { errorMessage, toast } from '../layout/toast';
import { TOASTS } from '../messages';
import { ScamPatternForm } from './scam-pattern-form';

export function ScamPatternCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add Scam Pattern"
      mutationOptions={{
        onSuccess: () => {
          toast(notify, { title: TOASTS.success, description: 'Pattern created' });
          redirect('list', 'scam-patterns');
        },
        onError: (error) => toast(notify, { title: 'Failed to create pattern', description: errorMessage(error), type: 'error' }),
      }}
    >
      <ScamPatternForm />
    </Create>
  );
}
