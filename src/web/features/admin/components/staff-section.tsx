import { type FormEvent, useState } from "react";
import type { StaffMember } from "../../../../domain/contracts/staff";
import { InputField, SelectField, SubmitButton } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useStaffChange, useStaffCreate, useStaffList } from "../people-api";
import { cellClass, headCellClass, Panel, smallButtonClass, TableBox, tableClass, useOutcome } from "./console-ui";
import { errorText, fieldError, LoadError, Outcome } from "./outcome";

const ROLE_LABEL = { owner: "Owner", staff: "Staff" } as const;

function NewStaffForm({ onCreated }: { onCreated: (name: string) => void }) {
  const create = useStaffCreate();
  const empty = { email: "", name: "", password: "", role: "staff" };
  const [values, setValues] = useState(empty);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { path: "", body: values },
      {
        onSuccess: (member) => {
          setValues(empty);
          onCreated(member.name);
        },
      },
    );
  };
  return (
    <Panel title="New staff user">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <InputField label="Name" value={values.name} onChange={set("name")} error={fieldError(create.error, "name")} />
          <InputField label="E-mail" type="email" value={values.email} onChange={set("email")} error={fieldError(create.error, "email")} autoComplete="off" />
          <InputField label="Password" type="password" value={values.password} onChange={set("password")} error={fieldError(create.error, "password")} autoComplete="new-password" />
          <SelectField label="Role" value={values.role} onChange={set("role")} error={fieldError(create.error, "role")}>
            <option value="staff">Staff</option>
            <option value="owner">Owner</option>
          </SelectField>
        </div>
        {create.error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errorText(create.error)}
          </p>
        ) : null}
        <SubmitButton pending={create.isPending} pendingLabel="Creating...">
          Create staff user
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** People > Staff (owners only): staff users, a new one, their role, disable or enable. */
export function StaffSection({ me }: { me: StaffMember }) {
  const staff = useStaffList(true);
  const change = useStaffChange();
  const outcome = useOutcome();
  const run = (path: string, body: unknown, success: string) => {
    outcome.start();
    change.mutate({ path, body }, { onSuccess: () => outcome.succeed(success), onError: outcome.fail });
  };

  return (
    <div className="space-y-4">
      <NewStaffForm onCreated={(name) => outcome.succeed(`${name} can now sign in to the console.`)} />
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {staff.isPending ? (
        <Spinner label="Loading staff..." />
      ) : staff.isError ? (
        <LoadError error={staff.error} />
      ) : (
        <TableBox label="Staff users">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  Name
                </th>
                <th scope="col" className={headCellClass}>
                  E-mail
                </th>
                <th scope="col" className={headCellClass}>
                  Role
                </th>
                <th scope="col" className={headCellClass}>
                  Account
                </th>
                <th scope="col" className={headCellClass}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.rows.map((member) => {
                const otherRole = member.role === "owner" ? "staff" : "owner";
                const self = member.id === me.id;
                return (
                  <tr key={member.id}>
                    <td className={`${cellClass} font-medium`}>{self ? `${member.name} (you)` : member.name}</td>
                    <td className={cellClass}>{member.email}</td>
                    <td className={cellClass}>{ROLE_LABEL[member.role]}</td>
                    <td className={cellClass}>{member.active ? "Active" : "Disabled"}</td>
                    <td className={cellClass}>
                      {self ? (
                        <span className="text-slate-700">Another owner can change your account.</span>
                      ) : (
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
                              run(`/${member.id}/${member.active ? "disable" : "enable"}`, {}, member.active ? `${member.name} is disabled and signed out.` : `${member.name} can sign in again.`)
                            }
                          >
                            {member.active ? "Disable" : "Enable"}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
      )}
    </div>
  );
}
