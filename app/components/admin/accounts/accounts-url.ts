/** The staff accounts API, also the list's query key. */
export const accountsUrl = "/api/admin/accounts";
