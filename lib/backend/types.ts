/** The exchange with a backend is part of the contract (the sandbox server speaks it too). */
export { json, type Backend, type BackendRequest, type BackendResponse } from "@/lib/api/contract/exchange";
