import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import * as Dialog from '@radix-ui/react-dialog';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import {
  DialogContent,
  DialogHeader,
  DialogOverlay,
  dialogActionsClass,
  dialogBodyClass,
} from '~/components/ui/dialog';
import { deleteReportSchema } from '~/domain/reports/report-forms';

/**
 * The report viewer's Delete: a confirm dialog whose form posts the report's hash. Without
 * JavaScript the dialog never opens: the trigger is then a plain submit button of the same form.
 */
export function DeleteReportButton({ hash, name }: { hash: number; name: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const [form] = useForm({
    id: `delete-report-${hash}`,
    constraint: getZodConstraint(deleteReportSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteReportSchema }),
  });
  const busy = navigation.state === 'submitting' && navigation.formData?.get('hash') === String(hash);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--ghost button--sm" aria-label={`Delete ${name}`}>
          Delete
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent>
          <DialogHeader title="Delete this report?" description={name} />
          <div className={dialogBodyClass()}>
            <p>The report's link stops working. The rounds and stats it was made from are kept.</p>
          </div>
          <Form method="post" {...getFormProps(form)} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="hash" value={hash} />
            <footer className={dialogActionsClass('inline', 'report-dialog__actions')}>
              <Dialog.Close asChild>
                <button type="button" className="button button--secondary button--md">
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                name="intent"
                value="delete"
                className="button button--primary button--md"
                disabled={busy}
              >
                Delete Report
              </button>
            </footer>
          </Form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
