/**
 * The face check of the legal representative (spec §3 face verification) as the gateway sees any provider: start a
 * check for a name and ID number, send the browser to the provider's page, and later ask for the result. The
 * provider calls back nothing: it returns the browser to `returnUrl`, and the gateway asks `result` when the portal
 * asks for it. Pictures stay with the provider; the gateway keeps only the result and its time.
 *
 * A real provider plugs in as one more implementation of this interface (e.g. `tencent-faceid.ts`): `start` calls
 * the provider's "create verification" API with the name, ID number and return URL and answers the provider's own
 * id of the check plus the page to open; `result` calls its "query result" API with that id. Its settings (keys,
 * endpoint) are read in face-settings.ts from the environment and a FACE_PROVIDER value selects it in
 * createFaceVerifier (create-face-verifier.ts).
 */
export interface FaceVerifier {
  /** The FACE_PROVIDER name (`simulator`, `none`, …), recorded with every check. */
  readonly provider: string;
  /** False when no provider is configured: starting a check then says that the service is not configured. */
  readonly configured: boolean;
  /** Starts a check; throws when the provider refused or did not answer. */
  start(request: FaceStartRequest, now: Date): Promise<FaceStartAnswer>;
  /** The state of a started check; throws when the provider did not answer. */
  result(providerToken: string, now: Date): Promise<FaceResult>;
}

export interface FaceStartRequest {
  /** The legal representative's name as registered. */
  name: string;
  /** The ID card number (normalised, checked). */
  idNumber: string;
  /** Where the provider sends the browser when the person is done (an address of the portal). */
  returnUrl: string;
}

export interface FaceStartAnswer {
  /** The provider's id of this check, for `result`. */
  providerToken: string;
  /** The page the browser opens to do the check. */
  url: string;
}

export type FaceResult = { status: 'pending' } | { status: 'passed' } | { status: 'failed'; reason: string };
