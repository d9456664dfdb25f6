import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ChangePasswordForm, CustomerInfoForm, ProfileForm, ProfileInquiryForm } from "../../../domain/account-forms";
import type { ProfilePayload } from "../../../domain/contracts/accounts";
import type { GarageReply } from "../../../domain/contracts/garage";
import { sameVehicle, type Vehicle } from "../../../domain/fitment";
import { genderToCode } from "../../../domain/genders";
import { ApiRequestError, apiGet, apiPost, contractsOf, errorText } from "../../lib/api";
import { useWords } from "../../lib/i18n";
import { toast } from "../../lib/toasts";
import { useViewer, type Viewer } from "../../lib/viewer";
import { currentVehicle, setCurrentVehicle, takeVehicleChosenMark } from "../../products/current-vehicle";
import { accountKeys } from "./session-api";

/**
 * The accounts' contracts, loaded with the first call that needs one (beside the request), so the
 * first page downloads no schema (docs/decisions/009-web-layers.md).
 */
const accountContract = contractsOf(() => import("../../../domain/contracts/accounts"));

export function useVehicleMakes() {
  return useQuery({
    queryKey: accountKeys.vehicleMakes,
    queryFn: ({ signal }) =>
      apiGet("/vehicle-makes", { schema: () => import("../../../domain/contracts/catalog").then((contracts) => contracts.vehicleMakes), signal }),
    staleTime: 60 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** POST /userDetails: the caller's own profile (customers) or dealer profile with recent order and order count. */
export function useUserDetails(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.details, queryFn: () => apiPost("/userDetails", {}, { schema: accountContract("userDetailsReply") }), enabled });
}

export interface Credentials {
  login: string;
  password: string;
  remember: boolean;
}

/** POST /loginCustomer. */
export function loginCustomer(credentials: Credentials) {
  return apiPost(
    "/loginCustomer",
    { email: credentials.login, password: credentials.password, remmemberMe: credentials.remember },
    { schema: accountContract("customerSignIn") },
  );
}

/** POST /loginDealer. */
export function loginDealer(credentials: Credentials) {
  return apiPost(
    "/loginDealer",
    { account: credentials.login, password: credentials.password, remmemberMe: credentials.remember },
    { schema: accountContract("dealerSignInReply") },
  );
}

export function logout() {
  return apiPost("/logout", {}, { schema: accountContract("okReply") });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: { firstName: string; lastName: string; email: string; password: string; recieveUpdates: boolean; altcha: string }) =>
      apiPost(
        "/newCustomer",
        {
          firstname: input.firstName,
          lastname: input.lastName,
          email: input.email,
          password: input.password,
          checked: input.recieveUpdates,
          altcha: input.altcha,
        },
        { schema: accountContract("newCustomerReply") },
      ),
  });
}

export function useSaveCustomerInfo() {
  return useMutation({
    mutationFn: (form: CustomerInfoForm) => apiPost("/customerInfo", customerInfoPayload(form), { schema: accountContract("customerSignIn") }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string; altcha: string }) => apiPost("/forgotPassword", input, { schema: accountContract("forgotPasswordReply") }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      apiPost("/resetPasswordWithToken", input, { schema: accountContract("okReply") }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ form, userID }: { form: ChangePasswordForm; userID: number | string }) =>
      apiPost(
        "/changePassword",
        { data: { oldPass: form.currentPassword, newPass: form.newPassword, confirmPass: form.confirmPassword }, userID },
        { schema: accountContract("changePasswordReply") },
      ),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, userID }: { form: ProfileForm; userID: number }) =>
      apiPost("/updateUserInfo", { data: profilePayload(form), userID }, { schema: accountContract("updateUserInfoReply") }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.details }),
  });
}

export function useSendProfileInquiry() {
  return useMutation({
    mutationFn: (input: ProfileInquiryForm & { id: number | string; type: "dealer" | "customer"; altcha: string }) =>
      apiPost(
        "/inquiry",
        { custno: input.id, user: input.id, type: input.type, subject: input.subject, message: input.message, altcha: input.altcha },
        { schema: accountContract("okReply") },
      ),
  });
}

function blankToNull(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
}

function yearOrNull(value: string | number | undefined): number | null {
  if (value === undefined || value === "") return null;
  return Number(value);
}

/** POST /customerInfo takes the form as its fields are named (the server checks it with the same schema). */
export function customerInfoPayload(form: CustomerInfoForm): CustomerInfoForm {
  const same = form.sameAsShipping;
  const billing = (value: string | undefined) => (same ? "" : (value ?? ""));
  return {
    ...form,
    postalCode: form.postalCode.toUpperCase(),
    billingAddress: billing(form.billingAddress),
    billingCity: billing(form.billingCity),
    billingPostalCode: billing(form.billingPostalCode).toUpperCase(),
    billingCountry: same ? form.country : (form.billingCountry ?? ""),
    billingProvince: billing(form.billingProvince),
    billingTel: billing(form.billingTel),
    billingMobile: billing(form.billingMobile),
  };
}

/** The profile form in the field names POST /updateUserInfo takes (spec section 3, profile save payload). */
export function profilePayload(form: ProfileForm): ProfilePayload {
  const same = form.sameAsShipping;
  const billing = (value: string | undefined) => (same ? null : blankToNull(value));
  const payload: ProfilePayload = {
    forename: form.firstName,
    surname: form.lastName,
    gender: genderToCode(form.gender),
    brithday: blankToNull(form.dob),
    address: form.address,
    city: form.city,
    state: form.province,
    zipcode: form.postalCode.toUpperCase(),
    country: form.country,
    tel: form.tel,
    mobile: blankToNull(form.mobile),
    sameAsBilling: same,
    b_firstname: same ? null : form.firstName,
    b_lastname: same ? null : form.lastName,
    b_address1: billing(form.billingAddress),
    b_address2: null,
    b_city: billing(form.billingCity),
    b_province: billing(form.billingProvince),
    b_state: billing(form.billingProvince),
    b_zipcode: billing(form.billingPostalCode)?.toUpperCase() ?? null,
    b_country: billing(form.billingCountry),
    b_phone: billing(form.billingTel),
    b_tel: billing(form.billingTel),
    car: blankToNull(form.carModel),
    model: blankToNull(form.carModel),
    make: blankToNull(form.carMake),
    year: yearOrNull(form.carYear),
    email: form.email,
    new_email: blankToNull(form.changingEmail),
    reenter_new_email: blankToNull(form.reenterEmail),
  };
  if (form.recieveUpdates !== undefined) payload.checked = form.recieveUpdates;
  return payload;
}

// ---------------------------------------------------------------------------------------------
// My Garage (issue 19 §2): a signed-in shopper's vehicles. The garage's selected vehicle is mirrored
// into the vehicle cookie (products/current-vehicle), which stays the one source the app reads.

const garageContract = contractsOf(() => import("../../../domain/contracts/garage"))("garageReply");

/** The garage's query key, per account, so one account's vehicles are never shown to another. */
export const garageKey = (viewer: Viewer) => ["garage", viewer.kind, viewer.user?.id ?? null] as const;

/** GET /garage for a signed-in customer or dealer (nothing for a visitor). */
export function useGarage() {
  const viewer = useViewer();
  return useQuery({
    queryKey: garageKey(viewer),
    queryFn: ({ signal }) => apiGet("/garage", { schema: garageContract, signal }),
    enabled: viewer.kind !== "anonymous",
    staleTime: 60_000,
  });
}

type GarageChange = { kind: "add"; vehicle: Vehicle } | { kind: "select"; id: number } | { kind: "remove"; id: number };

/** Adds, selects or removes a garage vehicle; the answer becomes the garage, and its selected vehicle the current one. */
export function useGarageChange() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GarageChange): Promise<GarageReply> => {
      if (change.kind === "add") {
        const { year, make, model } = change.vehicle;
        return apiPost("/garage", { year, make, model }, { schema: garageContract });
      }
      return apiPost(`/garage/${change.id}/${change.kind}`, {}, { schema: garageContract });
    },
    onSuccess: (garage) => {
      queryClient.setQueryData(garageKey(viewer), garage);
      setCurrentVehicle(garage.selected);
    },
  });
}

/**
 * Keeps the vehicle cookie on the signed-in shopper's garage: once the garage is read (after sign-in,
 * on each page load, or when it changes) its selected vehicle is the current one. A visitor's cookie
 * is theirs and is left alone. A vehicle the Shop by vehicle form chose before the app ran (the
 * server's mark) first joins the garage, as the app's own form does; if the garage refuses it (full),
 * the shopper is told and the garage's vehicle stays the current one.
 */
export function useGarageSync(): void {
  const viewer = useViewer();
  const garage = useGarage();
  const change = useGarageChange();
  const { t } = useWords();
  const signedIn = viewer.kind !== "anonymous";
  useEffect(() => {
    if (!signedIn || !garage.data) return;
    const chosen = takeVehicleChosenMark() ? currentVehicle() : null;
    const selected = garage.data.selected;
    if (chosen && !(selected && sameVehicle(chosen, selected))) {
      change.mutateAsync({ kind: "add", vehicle: chosen }).catch((error: unknown) => {
        setCurrentVehicle(selected);
        toast.error(error instanceof ApiRequestError ? errorText(error, t) : t("vehicles.garage.failed"));
      });
      return;
    }
    setCurrentVehicle(selected);
  }, [signedIn, garage.data, change.mutateAsync, t]);
}
