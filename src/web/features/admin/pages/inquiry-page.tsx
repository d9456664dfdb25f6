import { Link } from "react-router";
import { inquiryReplyBody } from "../../../../domain/contracts/admin";
import { linkClass, secondaryButtonClass } from "../../../ui/action-styles";
import { FormTextAreaField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { ConsoleForm, useConsoleForm } from "../components/console-form";
import { ConsolePage, Panel, useOutcome } from "../components/console-ui";
import { LoadError, Outcome } from "../components/outcome";
import { storeDateTime } from "../format";
import { useInquiry, useInquiryAction } from "../inbox-api";

/** /admin/inbox/:id: one message, the replies sent, a reply by e-mail, and Mark answered. */
export function InquiryPage({ id }: { id: number }) {
  const inquiry = useInquiry(id);
  const reply = useInquiryAction(id, "reply");
  const answered = useInquiryAction(id, "answered");
  const outcome = useOutcome();
  const replyForm = useConsoleForm(inquiryReplyBody, { message: "" });

  const back = (
    <Link to="/admin/inbox" className={linkClass}>
      Back to the inbox
    </Link>
  );
  if (inquiry.isPending) return <Spinner label="Loading the message..." />;
  if (inquiry.isError)
    return (
      <ConsolePage title="Message" actions={back}>
        <LoadError error={inquiry.error} />
      </ConsolePage>
    );
  const data = inquiry.data;

  const sendReply = async (body: { message: string }) => {
    await reply.mutateAsync(body);
    replyForm.reset();
    outcome.succeed(`Your reply has been e-mailed to ${data.email}.`);
  };
  const markAnswered = (value: boolean) => {
    outcome.start();
    answered.mutate({ answered: value }, { onSuccess: () => outcome.succeed(value ? "Marked answered." : "Marked waiting again."), onError: outcome.fail });
  };

  return (
    <ConsolePage
      title={data.subject || data.kind_label}
      actions={back}
      intro={
        <div className="space-y-1">
          <p>{`${data.kind_label} from ${data.name} (${data.email}), ${storeDateTime(data.created_at)}`}</p>
          {data.item ? <p>{`About part ${data.item}`}</p> : null}
          {data.account ? <p>{`Sent signed in as ${data.account}`}</p> : null}
          <p className="font-semibold" data-testid="inquiry-state">
            {data.answered_at ? `Answered by ${data.answered_by ?? "staff"} on ${storeDateTime(data.answered_at)}` : "Waiting for an answer"}
          </p>
        </div>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Panel title="Message">
            <p className="whitespace-pre-line break-words text-slate-800">{data.message}</p>
          </Panel>
          <Panel title="Replies">
            {data.replies.length === 0 ? (
              <p className="text-slate-700">No reply has been sent from the console yet.</p>
            ) : (
              <ol className="divide-y divide-slate-100">
                {data.replies.map((sent, index) => (
                  <li key={index} className="py-2">
                    <p className="text-sm font-medium text-slate-700">{`${sent.by}, ${storeDateTime(sent.at)}`}</p>
                    <p className="mt-1 whitespace-pre-line break-words">{sent.message}</p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-4">
          <Outcome error={outcome.result.error} success={outcome.result.success} />
          <Panel title="Reply by e-mail">
            <ConsoleForm
              form={replyForm}
              onSend={sendReply}
              onAttempt={outcome.start}
              onRefusal={outcome.fail}
              submitLabel="Send reply"
              pendingLabel="Sending..."
              nothing="Nothing was sent"
              className="space-y-3"
            >
              <FormTextAreaField name="message" label="Reply" rows={8} hint={`Sent to ${data.email}; the message is then answered.`} />
            </ConsoleForm>
          </Panel>
          {data.answered_at ? (
            <button type="button" className={secondaryButtonClass} disabled={answered.isPending} onClick={() => markAnswered(false)}>
              Mark waiting again
            </button>
          ) : (
            <button type="button" className={secondaryButtonClass} disabled={answered.isPending} onClick={() => markAnswered(true)}>
              Mark answered
            </button>
          )}
        </div>
      </div>
    </ConsolePage>
  );
}
