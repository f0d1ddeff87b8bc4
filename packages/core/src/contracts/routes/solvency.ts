import { defineRoute } from '../route';
import {
  solvencyProofQuerySchema,
  solvencyProofSchema,
  solvencyResponseSchema,
  solvencySnapshotParamsSchema,
  solvencySnapshotSchema,
  solvencyTakeRequestSchema,
  solvencyTakeResponseSchema,
} from '../solvency';

/** The proof of solvency: published roots and reserves, each player's inclusion proof. */
export const solvencyApi = {
  latest: defineRoute({
    method: 'GET',
    path: '/solvency',
    response: solvencyResponseSchema,
    auth: 'public',
  }),
  snapshot: defineRoute({
    method: 'GET',
    path: '/solvency/snapshots/:snapshotId',
    params: solvencySnapshotParamsSchema,
    response: solvencySnapshotSchema,
    auth: 'public',
  }),
  proof: defineRoute({
    method: 'GET',
    path: '/solvency/proof',
    query: solvencyProofQuerySchema,
    response: solvencyProofSchema,
    auth: 'player',
  }),
  take: defineRoute({
    method: 'POST',
    path: '/admin/solvency/snapshot',
    body: solvencyTakeRequestSchema,
    response: solvencyTakeResponseSchema,
    auth: 'staff',
    permission: 'solvency.publish',
  }),
};
