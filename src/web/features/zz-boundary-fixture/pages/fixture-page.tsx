import * as imported0 from "../../../routes";
import * as imported1 from "../../../app/header";

export const used = [imported0, imported1];
