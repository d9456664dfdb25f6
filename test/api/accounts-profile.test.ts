import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, passwordResetTokens, sessions } from "../../src/server/modules/accounts/schema";
import { inquiries } from "../../src/server/modules/inquiries/schema";
import { mailOutbox } from "../../src/server/modules/mail/schema";
import { createTestApp, type TestApp } from "../app";
import { solveCaptcha } from "../captcha";
import { createCustomer, createDealer, lastMailTo, signInCustomer, tokenIn } from "./accounts-fixtures";

const EXPIRED_LINK = "This reset link has expired or was already used. Please request a new one.";
const FORBIDDEN = { error: { code: "FORBIDDEN", message: "You can only see and change your own account." } };

let t: TestApp;
let lastIp = 0;
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: "POST", url, payload, cookies, remoteAddress: freshIp() });
const signIn = (who: { email: string; password: string }) => signInCustomer(t.app, who.email, who.password);
const mailCount = async (to: string) => (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.n ?? 0;

const profile = {
  forename: "Jordan",
  surname: "Restorer",
  gender: "Female",
  brithday: "1980-04-02",
  address: "77 Garage Lane",
  city: "Hamilton",
  state: "ON",
  zipcode: "l8p 4r5",
  country: "CA",
  tel: "905.555.0123",
  mobile: "",
  sameAsBilling: false,
  b_firstname: "Jordan",
  b_lastname: "Restorer",
  b_address1: "500 Billing Blvd",
  b_address2: "Suite 2",
  b_city: "Buffalo",
  b_state: "NY",
  b_zipcode: "14201-1234",
  b_country: "USA",
  b_phone: "716-555-0188",
  car: "Charger",
  make: "DODGE",
  year: "1969",
  checked: true,
  email: "",
  new_email: "",
  reenter_new_email: "",
};

describe("forgot password and reset by mailed link", () => {
  it("answers status 'good' for known and unknown e-mails and mails a link only to the known one", async () => {
    const customer = await createCustomer(t.database.db);
    for (const email of [customer.email, "nobody-here@example.com"]) {
      const response = await post("/api/forgotPassword", { email, altcha: await solveCaptcha(t.app) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "good" });
    }
    expect(await mailCount("nobody-here@example.com")).toBe(0);
    const mail = await lastMailTo(t.database.db, customer.email);
    expect(mail?.text).toContain("https://shop.example/reset-password?token=");

    const compat = await post("/api/resetPassword", { email: customer.email, altcha: await solveCaptcha(t.app) });
    expect(compat.json()).toEqual({ status: "good" });
    expect(await mailCount(customer.email)).toBe(2);
  });

  it("resets the password once, ends the customer's sessions, and refuses the link again", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    await post("/api/forgotPassword", { email: customer.email, altcha: await solveCaptcha(t.app) });
    const token = tokenIn((await lastMailTo(t.database.db, customer.email))?.text);

    const mismatch = await post("/api/resetPasswordWithToken", { token, password: "NewSecret99", confirmPassword: "NewSecret98" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: "Passwords do not match." });

    const reset = await post("/api/resetPasswordWithToken", { token, password: "NewSecret99", confirmPassword: "NewSecret99" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: "ok" });
    expect((await post("/api/userDetails", {}, cookies)).statusCode).toBe(401);
    await signIn({ email: customer.email, password: "NewSecret99" });
    expect((await post("/api/loginCustomer", { email: customer.email, password: customer.password })).statusCode).toBe(401);

    const reused = await post("/api/resetPasswordWithToken", { token, password: "Another123", confirmPassword: "Another123" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(EXPIRED_LINK);
  });

  it("refuses an expired link and an unknown one", async () => {
    const customer = await createCustomer(t.database.db);
    await post("/api/forgotPassword", { email: customer.email, altcha: await solveCaptcha(t.app) });
    const token = tokenIn((await lastMailTo(t.database.db, customer.email))?.text);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(passwordResetTokens.customerId, customer.id));
    for (const candidate of [token, "made-up-token"]) {
      const response = await post("/api/resetPasswordWithToken", { token: candidate, password: "NewSecret99", confirmPassword: "NewSecret99" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(EXPIRED_LINK);
    }
  });
});

describe("change password", () => {
  it("changes it with the right current password, keeps this session and ends the others", async () => {
    const customer = await createCustomer(t.database.db);
    const here = await signIn(customer);
    const elsewhere = await signIn(customer);
    const response = await post(
      "/api/changePassword",
      { data: { oldPass: customer.password, newPass: "Changed123", confirmPass: "Changed123" }, userID: customer.id },
      here,
    );
    expect(response.json()).toEqual({ status: "ok" });
    expect((await post("/api/userDetails", {}, here)).statusCode).toBe(200);
    expect((await post("/api/userDetails", {}, elsewhere)).statusCode).toBe(401);
    await signIn({ email: customer.email, password: "Changed123" });
  });

  it("answers status 'fail' for a wrong current password and checks the new one's rules", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const wrong = await post(
      "/api/changePassword",
      { data: { oldPass: "NotMine123", newPass: "Changed123", confirmPass: "Changed123" }, userID: customer.id },
      cookies,
    );
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ status: "fail" });

    const weak = await post(
      "/api/changePassword",
      { data: { oldPass: customer.password, newPass: "lettersonly", confirmPass: "lettersonly" }, userID: customer.id },
      cookies,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields["data.newPass"]).toBe(
      "Your password must be a minimum of 8 characters and include at least one number and English character.",
    );
    const mismatch = await post(
      "/api/changePassword",
      { data: { oldPass: customer.password, newPass: "Changed123", confirmPass: "Changed124" }, userID: customer.id },
      cookies,
    );
    expect(mismatch.json().error.fields["data.confirmPass"]).toBe("Passwords do not match");
  });

  it("lets a dealer change their password", async () => {
    const dealer = await createDealer(t.database.db);
    const login = await post("/api/loginDealer", { account: dealer.account, password: dealer.password });
    const cookies = { sid: login.cookies.find((c) => c.name === "sid")?.value ?? "" };
    const response = await post(
      "/api/changePassword",
      { data: { oldPass: dealer.password, newPass: "Dealer9876", confirmPass: "Dealer9876" }, userID: dealer.account },
      cookies,
    );
    expect(response.json()).toEqual({ status: "ok" });
    expect((await post("/api/loginDealer", { account: dealer.account, password: "Dealer9876" })).statusCode).toBe(200);
  });
});

describe("profile", () => {
  it("completes the profile from the customer-info form, then saves and reads back the About Me form", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const info = await post(
      "/api/customerInfo",
      {
        firstName: "Jordan",
        lastName: "Restorer",
        gender: "Male",
        dob: "",
        address: "12 First Street",
        city: "Toronto",
        postalCode: "m5v2t6",
        country: "CA",
        province: "ON",
        tel: "4165550100",
        mobile: "",
        sameAsShipping: true,
        carModel: "Mustang",
        carYear: "1967",
        carMake: "FORD",
      },
      cookies,
    );
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      user: { firstname: "Jordan", lastname: "Restorer" },
      userInfo: { m_gender: 1, m_zipcode: "M5V 2T6", m_tel: "(416) 555-0100", m_year: 1967, m_car: "Mustang", m_make: "FORD" },
      billing: { same_as_shipping: true, address1: "12 First Street", postalcode: "M5V 2T6", phone: "(416) 555-0100" },
    });

    const saved = await post("/api/updateUserInfo", { data: profile, userID: customer.id }, cookies);
    expect(saved.statusCode).toBe(200);
    const expected = {
      userinfo: {
        m_forename: "Jordan",
        m_surname: "Restorer",
        m_gender: 2,
        m_birth: "1980-04-02",
        m_address: "77 Garage Lane",
        m_city: "Hamilton",
        m_zipcode: "L8P 4R5",
        m_country: "CA",
        m_state: "ON",
        m_tel: "(905) 555-0123",
        m_mobile: null,
        m_car: "Charger",
        m_year: 1969,
        m_make: "DODGE",
      },
      billing: {
        firstname: "Jordan",
        lastname: "Restorer",
        address1: "500 Billing Blvd",
        address2: "Suite 2",
        city: "Buffalo",
        postalcode: "14201-1234",
        country: "USA",
        province: "NY",
        phone: "(716) 555-0188",
        mobile: null,
        same_as_shipping: false,
      },
      emailChangeSentTo: null,
    };
    expect(saved.json()).toMatchObject(expected);
    const details = (await post("/api/userDetails", { userID: customer.id }, cookies)).json();
    expect(details.userInfo).toEqual(expected.userinfo);
    expect(details.billing).toEqual(expected.billing);
    const [row] = await t.database.db.select({ optIn: customers.optIn }).from(customers).where(eq(customers.id, customer.id));
    expect(row?.optIn).toBe(true);
  });

  it("refuses a bad phone and postal codes with the spec's messages, naming the payload's fields", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const response = await post(
      "/api/updateUserInfo",
      { data: { ...profile, tel: "123-456-7890", zipcode: "12345", b_zipcode: "K1A 0B1" }, userID: customer.id },
      cookies,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "data.tel": "Invalid Canadian phone number",
      "data.zipcode": "Invalid postal code",
      "data.b_zipcode": "Invalid billing postal code",
    });
  });

  it("refuses a date of birth that does not exist with a 400, where the database would refuse it with a 500", async () => {
    const customer = await createCustomer(t.database.db, { complete: true });
    const cookies = await signIn(customer);
    const form = {
      firstName: "Ada",
      lastName: "Lovelace",
      dob: "1980-02-31",
      address: "1 Test Street",
      city: "Toronto",
      postalCode: "M5V 2T6",
      country: "CA",
      province: "ON",
      tel: "(416) 555-0199",
      sameAsShipping: true,
    };
    for (const [url, payload] of [
      ["/api/customerInfo", form],
      ["/api/customerInfo", { ...form, dob: "0000-01-01" }],
      ["/api/updateUserInfo", { data: { ...profile, brithday: "1980-02-31" }, userID: customer.id }],
    ] as const) {
      const answer = await post(url, payload, cookies);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      expect(Object.values(answer.json().error.fields)).toEqual(["Please enter a valid date"]);
    }
    const saved = await post("/api/customerInfo", { ...form, dob: "2000-02-29" }, cookies);
    expect(saved.json().userInfo.m_birth).toBe("2000-02-29");
  });

  it("changes the e-mail only when the link mailed to the new address is opened, once", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const newEmail = `moved-${customer.id}@example.com`;
    const mismatch = await post(
      "/api/updateUserInfo",
      { data: { ...profile, new_email: newEmail, reenter_new_email: "other@example.com" }, userID: customer.id },
      cookies,
    );
    expect(mismatch.json().error.fields).toEqual({ "data.reenter_new_email": "E-mail addresses do not match." });

    const saved = await post(
      "/api/updateUserInfo",
      { data: { ...profile, email: customer.email, new_email: newEmail, reenter_new_email: newEmail }, userID: customer.id },
      cookies,
    );
    expect(saved.json().emailChangeSentTo).toBe(newEmail);
    expect(saved.json().user.email).toBe(customer.email);
    const mail = await lastMailTo(t.database.db, newEmail);
    expect(mail?.text).toContain("https://shop.example/api/confirmEmailChange?token=");
    expect((await t.app.inject({ method: "GET", url: "/api/me", cookies })).json().user.email).toBe(customer.email);

    const token = tokenIn(mail?.text);
    const confirmed = await t.app.inject({ method: "GET", url: `/api/confirmEmailChange?token=${encodeURIComponent(token)}` });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/profile?tab=About%20Me&emailChanged=1");
    expect((await t.app.inject({ method: "GET", url: "/api/me", cookies })).json().user.email).toBe(newEmail);
    expect((await lastMailTo(t.database.db, customer.email))?.subject).toMatch(/was changed/);
    await signIn({ email: newEmail, password: customer.password });

    const again = await t.app.inject({ method: "GET", url: `/api/confirmEmailChange?token=${encodeURIComponent(token)}` });
    expect(again.headers.location).toBe("/profile?tab=About%20Me&emailChanged=0");
  });

  it("shows a dealer their read-only details with no orders yet", async () => {
    const dealer = await createDealer(t.database.db);
    const login = await post("/api/loginDealer", { account: dealer.account, password: dealer.password });
    const cookies = { sid: login.cookies.find((c) => c.name === "sid")?.value ?? "" };
    const details = await post("/api/userDetails", { account: dealer.account }, cookies);
    expect(details.json()).toMatchObject({
      dealer: { account: dealer.account },
      dealerInfo: { company: "Test Body Shop Inc." },
      recentOrder: null,
      orderCount: 0,
    });
    expect((await post("/api/updateUserInfo", { data: profile, userID: dealer.id }, cookies)).statusCode).toBe(403);
  });
});

describe("profile inquiry", () => {
  it("stores the inquiry and mails the store and the sender", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const message = "Do you have the 1967 Mustang hood in stock for pickup?";
    const response = await post(
      "/api/inquiry",
      { custno: customer.id, user: customer.id, type: "customer", subject: "Parts Inquiry", message, altcha: await solveCaptcha(t.app) },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    const [stored] = await t.database.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.customerId, customer.id), eq(inquiries.kind, "profile")));
    expect(stored).toMatchObject({ subject: "Parts Inquiry", message, email: customer.email });
    const toStore = await lastMailTo(t.database.db, t.config.STORE_EMAIL);
    expect(toStore).toMatchObject({ replyTo: customer.email, subject: `Parts Inquiry from Casey Customer` });
    expect((await lastMailTo(t.database.db, customer.email))?.subject).toBe("We received your message: Parts Inquiry");
  });

  it("checks the subject and the 20-character message, and needs the captcha", async () => {
    const customer = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const invalid = await post(
      "/api/inquiry",
      { custno: customer.id, user: customer.id, type: "customer", subject: "Complaint", message: "Too short" },
      cookies,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ subject: "Please choose a subject", message: "Message must be at least 20 characters" });
    const noCaptcha = await post(
      "/api/inquiry",
      { custno: customer.id, user: customer.id, type: "customer", subject: "Other Inquiry", message: "A message long enough to be sent." },
      cookies,
    );
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().error.fields).toEqual({ altcha: "Please complete the anti-robot check and try again." });
  });
});

describe("identity comes from the session", () => {
  it("answers 403 to every call that names someone else, and 401 without a session", async () => {
    const customer = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const cookies = await signIn(customer);
    const calls: [string, object][] = [
      ["/api/changePassword", { data: { oldPass: customer.password, newPass: "Changed123", confirmPass: "Changed123" }, userID: other.id }],
      ["/api/updateUserInfo", { data: profile, userID: other.id }],
      ["/api/userDetails", { userID: other.id }],
      ["/api/userDetails", { id: other.email }],
      ["/api/inquiry", { custno: other.id, user: customer.id, type: "customer", subject: "Parts Inquiry", message: "A message long enough to be sent." }],
      ["/api/inquiry", { custno: customer.id, user: other.email, type: "customer", subject: "Parts Inquiry", message: "A message long enough to be sent." }],
      ["/api/inquiry", { custno: customer.id, user: customer.id, type: "dealer", subject: "Parts Inquiry", message: "A message long enough to be sent." }],
    ];
    for (const [url, body] of calls) {
      const response = await post(url, body, cookies);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    for (const [url, body] of calls) expect((await post(url, body)).statusCode).toBe(401);
    const [still] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.principalId, customer.id));
    expect(still?.n).toBeGreaterThan(0);
    await signIn(other);
  });
});
