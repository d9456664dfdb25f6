import { createStaffBody } from "../../../../domain/contracts/admin";
import type { StaffMember } from "../../../../domain/contracts/staff";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { useStaffChange, useStaffCreate, useStaffList } from "../people-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, smallButtonClass, useOutcome } from "./console-ui";
import { ListSection } from "./list-section";

const ROLE_LABEL = { owner: "Owner", staff: "Staff" } as const;
const ROLES = [
  { value: "staff", label: "Staff" },
  { value: "owner", label: "Owner" },
];
const NO_STAFF = { email: "", name: "", password: "", role: "staff" } as const;

function NewStaffForm({ onCreated }: { onCreated: (name: string) => void }) {
  const create = useStaffCreate();
  const form = useConsoleForm(createStaffBody, NO_STAFF);
  return (
    <Panel title="New staff user">
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          const member = await create.mutateAsync({ path: "", body });
          form.reset(NO_STAFF);
          onCreated(member.name);
        }}
        submitLabel="Create staff user"
        pendingLabel="Creating..."
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormInputField name="name" label="Name" />
          <FormInputField name="email" label="E-mail" type="email" autoComplete="off" />
          <FormInputField name="password" label="Password" type="password" autoComplete="new-password" />
          <FormSelectField name="role" label="Role" options={ROLES} />
        </div>
      </ConsoleForm>
    </Panel>
  );
}

/** People > Staff (owners only): staff users, a new one, their role, disable or enable. */
export function StaffSection({ me }: { me: StaffMember }) {
  const staff = useStaffList(true);
  const change = useStaffChange();
  const outcome = useOutcome();
  const run = (path: string, body: unknown, success: string) => outcome.track(change.mutateAsync({ path, body }), success);

  return (
    <ListSection
      list={staff}
      outcome={outcome}
      above={<NewStaffForm onCreated={(name) => outcome.succeed(`${name} can now sign in to the console.`)} />}
      loading="Loading staff..."
      label="Staff users"
      empty="There are no staff users."
      rowKey={(member) => member.id}
      columns={[
        { head: "Name", className: "font-medium", cell: (member) => (member.id === me.id ? `${member.name} (you)` : member.name) },
        { head: "E-mail", cell: (member) => member.email },
        { head: "Role", cell: (member) => ROLE_LABEL[member.role] },
        { head: "Account", cell: (member) => (member.active ? "Active" : "Disabled") },
        {
          head: "Actions",
          cell: (member) => {
            if (member.id === me.id) return <span className="text-slate-700">Another owner can change your account.</span>;
            const otherRole = member.role === "owner" ? "staff" : "owner";
            return (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={change.isPending}
                  aria-label={`Make ${member.name} ${otherRole === "owner" ? "an owner" : "staff"}`}
                  onClick={() => run(`/${member.id}/role`, { role: otherRole }, `${member.name} is now ${otherRole === "owner" ? "an owner" : "staff"}.`)}
                >
                  {otherRole === "owner" ? "Make owner" : "Make staff"}
                </button>
                <button
                  type="button"
                  className={smallButtonClass}
                  disabled={change.isPending}
                  aria-label={`${member.active ? "Disable" : "Enable"} ${member.name}`}
                  onClick={() =>
                    run(
                      `/${member.id}/${member.active ? "disable" : "enable"}`,
                      {},
                      member.active ? `${member.name} is disabled and signed out.` : `${member.name} can sign in again.`,
                    )
                  }
                >
                  {member.active ? "Disable" : "Enable"}
                </button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
