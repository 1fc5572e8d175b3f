import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { ErrorBanner, FieldError } from '~/components/auth/auth-frame';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  acceptFormSchema,
  declineFormSchema,
  endLinkFormSchema,
  type InvitationView,
  inviteFormSchema,
  type LinksAnswer,
  type LinkView,
  linkKey,
  withdrawFormSchema,
} from '~/domain/links/links';

export type CoachesAndTeamsData = LinksAnswer & {
  /** The signed-in account (which side of each link it is). */
  accountId: number;
  hasCoachPlan: boolean;
  managedRosters: Array<{ rosterId: number; name: string; organization: { short: string; name: string } }>;
};

type LinkIntent = 'link-invite' | 'link-accept' | 'link-decline' | 'link-withdraw' | 'link-end';

/**
 * issue 34 §4 (decision 104): invitations waiting for the account's answer, its links (each with a
 * button that ends it) and a form to invite a player by username. Every form posts to the settings
 * action and works without JavaScript.
 */
export function CoachesAndTeams({
  data,
  busy,
  resultOf,
}: {
  data: CoachesAndTeamsData;
  busy: boolean;
  resultOf: (intent: LinkIntent) => SubmissionResult<Array<string>> | undefined;
}) {
  const invite = useSchemaForm(inviteFormSchema, { id: 'links-invite', lastResult: resultOf('link-invite') });
  // The row forms share one message line (their fields are hidden: any message of theirs shows here).
  const rowMessage = (['link-accept', 'link-decline', 'link-withdraw', 'link-end'] as const)
    .flatMap((intent) => Object.values(resultOf(intent)?.error ?? {}))
    .find((messages) => messages?.length)?.[0];
  const own = data.links.filter(
    (link) => link.kind === 'sub-circle' && link.player.accountId === data.accountId,
  );
  const seen = data.links.filter(
    (link) => link.kind === 'sub-circle' && link.member?.accountId === data.accountId,
  );
  const rosters = data.links.filter((link) => link.kind === 'roster');

  return (
    <Card title="Coaches and teams" className="dash__links">
      <ErrorBanner message={rowMessage} />
      <section className="links-part" aria-labelledby="links-received">
        <h3 className="links-part__title" id="links-received">
          Invitations for you
        </h3>
        {data.received.length === 0 ? (
          <p className="dash-muted">No invitation waits for your answer.</p>
        ) : (
          <ul className="links-list">
            {data.received.map((invitation) => (
              <li key={invitation.id} className="links-row">
                <span>{receivedText(invitation)}</span>
                <span className="links-row__actions">
                  <RowForm intent="link-accept" field="invitationId" value={invitation.id} busy={busy}>
                    Accept
                  </RowForm>
                  <RowForm
                    intent="link-decline"
                    field="invitationId"
                    value={invitation.id}
                    busy={busy}
                    variant="secondary"
                  >
                    Decline
                  </RowForm>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="links-part" aria-labelledby="links-current">
        <h3 className="links-part__title" id="links-current">
          Your links
        </h3>
        {own.length + seen.length + rosters.length === 0 ? (
          <p className="dash-muted">
            No coach, parent or team is linked to you. A link is made when you accept an invitation.
          </p>
        ) : (
          <ul className="links-list">
            {[...own, ...seen, ...rosters].map((link) => (
              <li key={linkKey(keyOf(link))} className="links-row">
                <span>{linkText(link, data.accountId)}</span>
                <span className="links-row__actions">
                  <RowForm
                    intent="link-end"
                    field="link"
                    value={linkKey(keyOf(link))}
                    busy={busy}
                    variant="secondary"
                    label={`${endLabel(link, data.accountId)}: ${linkText(link, data.accountId)}`}
                  >
                    {endLabel(link, data.accountId)}
                  </RowForm>
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="dash-muted">
          A coach or parent you accept sees all your pages, hidden ones too; remove them and they see only
          what everyone sees.
        </p>
      </section>

      <section className="links-part" aria-labelledby="links-invite">
        <h3 className="links-part__title" id="links-invite">
          Invite a player
        </h3>
        <p className="dash-muted">
          {data.hasCoachPlan
            ? 'Ask a player to let you see all their pages and compare them with your other players.'
            : 'Coaches and parents: ask a player to let you see all their pages.'}{' '}
          Nothing changes until they accept.
        </p>
        <Form method="post" className="links-invite" {...getFormProps(invite.form)} onInput={invite.onInput}>
          <input type="hidden" name="intent" value="link-invite" />
          <div className="auth-field">
            <label className="auth-field__label" htmlFor={invite.fields.username.id}>
              Player's username
            </label>
            <input
              {...getInputProps(invite.fields.username, { type: 'text' })}
              className="auth-input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <FieldError id={invite.fields.username.errorId} message={invite.fields.username.errors?.[0]} />
          </div>
          {data.managedRosters.length > 0 ? (
            <div className="auth-field">
              <label className="auth-field__label" htmlFor={invite.fields.rosterId.id}>
                Invite to
              </label>
              <select
                id={invite.fields.rosterId.id}
                name={invite.fields.rosterId.name}
                className="auth-input"
                defaultValue=""
              >
                <option value="">Your circle (see their pages)</option>
                {data.managedRosters.map((roster) => (
                  <option key={roster.rosterId} value={roster.rosterId}>
                    {roster.organization.name}: {roster.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ErrorBanner
            id={invite.form.errorId}
            message={invite.form.errors?.[0] ?? invite.fields.rosterId.errors?.[0]}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Send invitation
            </Button>
          </div>
        </Form>
        {data.sent.length > 0 ? (
          <>
            <h4 className="links-part__subtitle">Waiting for an answer</h4>
            <ul className="links-list">
              {data.sent.map((invitation) => (
                <li key={invitation.id} className="links-row">
                  <span>{sentText(invitation)}</span>
                  <span className="links-row__actions">
                    <RowForm
                      intent="link-withdraw"
                      field="invitationId"
                      value={invitation.id}
                      busy={busy}
                      variant="secondary"
                      label={`Withdraw: ${sentText(invitation)}`}
                    >
                      Withdraw
                    </RowForm>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </Card>
  );
}

const ROW_SCHEMAS = {
  'link-accept': acceptFormSchema,
  'link-decline': declineFormSchema,
  'link-withdraw': withdrawFormSchema,
  'link-end': endLinkFormSchema,
} as const;

/** One button's form (a hidden intent and the row's id), Conform-checked like the others. */
function RowForm({
  intent,
  field,
  value,
  busy,
  variant = 'primary',
  label,
  children,
}: {
  intent: keyof typeof ROW_SCHEMAS;
  field: 'invitationId' | 'link';
  value: string | number;
  busy: boolean;
  variant?: 'primary' | 'secondary';
  label?: string;
  children: string;
}) {
  const { form } = useSchemaForm(ROW_SCHEMAS[intent], { id: `${intent}-${value}` });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={value} />
      <Button type="submit" size="sm" variant={variant} disabled={busy} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function keyOf(link: LinkView) {
  return link.kind === 'sub-circle'
    ? {
        kind: 'sub-circle' as const,
        playerAccountId: link.player.accountId,
        memberAccountId: link.member?.accountId ?? 0,
      }
    : {
        kind: 'roster' as const,
        rosterId: link.roster?.rosterId ?? 0,
        playerAccountId: link.player.accountId,
      };
}

function receivedText(invitation: InvitationView): string {
  return invitation.roster
    ? `${invitation.from.name} invites you onto ${invitation.roster.name} of ${invitation.roster.organization.name}.`
    : `${invitation.from.name} asks to see all your pages.`;
}

function sentText(invitation: InvitationView): string {
  return invitation.roster
    ? `${invitation.player.name}, onto ${invitation.roster.name}`
    : `${invitation.player.name} (@${invitation.player.username ?? ''})`;
}

function linkText(link: LinkView, accountId: number): string {
  if (link.kind === 'roster') {
    const where = `${link.roster?.name} of ${link.roster?.organization.name}`;
    return link.player.accountId === accountId
      ? `You are on ${where}.`
      : `${link.player.name} is on ${where}.`;
  }
  return link.player.accountId === accountId
    ? `${link.member?.name} sees all your pages.`
    : `You see all of ${link.player.name}'s pages.`;
}

function endLabel(link: LinkView, accountId: number): string {
  const mine = link.player.accountId === accountId;
  return mine === (link.kind === 'sub-circle') ? 'Remove' : 'Leave';
}
