// Where a deposit's receipts and an identity document's photos are stored: receipt_files (lib/images.ts names them),
// served to operators only (GET /api/admin/receipts/:file, the operator's token).
import type { DbOrTx } from '../../db/client.js';
import type { NamedImage } from '../../lib/images.js';
import * as store from './store.js';

export { namedImages } from '../../lib/images.js';

/** Stores the images in the caller's transaction (with the row that names them). */
export const storeImages = (tx: DbOrTx, images: NamedImage[]): Promise<void> => store.insertReceipts(tx, images);
