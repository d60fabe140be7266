/** Tag of every catalogue fetch: revalidateTag(CATALOGUE_TAG) refreshes it on every instance. */
export const CATALOGUE_TAG = "catalogue";
