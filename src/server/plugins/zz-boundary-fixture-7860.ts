import { sessions } from "../modules/accounts/schema";

export const reachedIn = [sessions];
