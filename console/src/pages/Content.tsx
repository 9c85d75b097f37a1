// Content (managers): the promotions and banners players see, drafts and taken-down ones included, with where each
// stands now (on show, scheduled, hidden, ended). New or Edit opens the editor: English and Bangla side by side, an
// image uploaded from the computer, dates, bonus, status and a publication time on Dhaka's clock; a preview shows
// the card as players will see it in both languages before anything is saved. The api checks every field.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { call, dhaka, ErrorState, firstWords, FormError, getConfig, hasConfig, LIMITS, Loader, NoData, useResource, wallClock } from '@bet/shared';
import { admin } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { useAction, When } from '../ui';

type Promotion = admin.AdminPromotion;
type Banner = admin.AdminBanner;

const SHOWING_LABEL: Record<(typeof admin.SHOWING)[number], string> = { hidden: 'Hidden', scheduled: 'Scheduled', 'on show': 'On show', ended: 'Ended' };
const STATUS_LABEL: Record<string, string> = {
  draft: 'Draft (nobody sees it)',
  active: 'Active (on show, its bonus claimable)',
  display: 'Display (on show, no bonus)',
  inactive: 'Inactive (taken down)',
};
const BANNER_ROW: Record<(typeof admin.BANNER_TYPES)[number], string> = { Main: 'Main slider', Favourite: 'Favourites row', Features: 'Featured games row' };
/** Where it stands for players: a pill, with the publication time when scheduled. */
function Showing({ showing, at }: { showing: (typeof admin.SHOWING)[number]; at: string | null }) {
  return (
    <span className={`pill ${showing === 'on show' ? 'pill-success' : showing === 'scheduled' ? 'pill-pending' : ''}`}>
      {SHOWING_LABEL[showing]}
      {showing === 'scheduled' && at ? (
        <>
          {' '}
          from <When at={at} />
        </>
      ) : null}
    </span>
  );
}

/** An image's address as the api answers it (a path on the api's origin), for an <img> on the console's. */
const imageSrc = (path: string) => (!path || /^https?:/.test(path) || !hasConfig() ? path : `${getConfig().apiBase}${path}`);

/** A datetime-local field's value on Dhaka's clock for an instant, and back (the api takes the instant). */
const toField = (iso: string | null) => (iso ? dhaka(iso).format('YYYY-MM-DDTHH:mm:ss') : '');
const fromField = (value: string) => (value ? (wallClock(value)?.toISOString() ?? value) : null);

/** Uploads the chosen image at once; the field holds its address. */
function ImageField({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const a = useAction();
  const upload = (file: File | undefined) => {
    if (!file) return;
    void a.run(async () => {
      const form = new FormData();
      form.append('file', file);
      const res = await withSession(() => call<typeof admin.uploadImage>('POST /api/admin/content/images', { body: form, headers: auth() }));
      onChange(res.data.url);
      return 'Image uploaded.';
    }, 'Could not upload the image. Please try again.');
  };
  return (
    <div className="stack">
      <label htmlFor={id}>Image (PNG, JPEG, GIF or WebP, at most 2 MB)</label>
      <input id={id} type="file" accept="image/png,image/jpeg,image/gif,image/webp" disabled={a.busy} onChange={(e) => upload(e.target.files?.[0])} />
      {a.busy && <p role="status">Uploading…</p>}
      {a.done && <p role="status">{a.done}</p>}
      <FormError message={a.error} />
      {value && <img className="content-thumb" src={imageSrc(value)} alt="The image chosen" />}
    </div>
  );
}

/** Two fields side by side: English, and Bangla (optional: without it Bangla readers see the English). */
function Pair({ label, en, bn }: { label: string; en: ReactNode; bn: ReactNode }) {
  return (
    <fieldset className="content-pair plain">
      {/* (for screen readers: the two labels say the rest) */}
      <legend className="sr-only">{label}</legend>
      <div className="stack">{en}</div>
      <div className="stack">{bn}</div>
    </fieldset>
  );
}

/** An editor's last lines: what the api refused, Save (disabled while saving) and Cancel. */
function EditorEnd({ action, onCancel }: { action: { busy: boolean; error: string | null }; onCancel: () => void }) {
  return (
    <>
      <FormError message={action.error} />
      <div className="row wrap">
        <button type="submit" className="btn btn-primary" disabled={action.busy}>
          {action.busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn" disabled={action.busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

/** A list row's name, and its Bangla under it when written. */
const Names = ({ en, bn }: { en: string; bn: string }) => (
  <>
    <strong>{en}</strong>
    {bn && (
      <div className="muted" lang="bn">
        {bn}
      </div>
    )}
  </>
);

// (the form holds the input's fields only: the api refuses any other, such as the list's `showing`)
type PromotionForm = Omit<admin.PromotionInput, 'publish_at' | 'id'> & { publish_at: string };

function PromotionEditor({ promotion, onDone }: { promotion: Promotion | null; onDone: (message: string | null) => void }) {
  const today = dhaka().format('YYYY-MM-DD');
  const { register, handleSubmit, watch, setValue } = useForm<PromotionForm>({
    defaultValues: promotion
      ? (({ id: _id, showing: _showing, ...fields }) => ({
          ...fields,
          status: fields.status as PromotionForm['status'],
          publish_at: toField(fields.publish_at),
        }))(promotion)
      : {
          name: '',
          name_bn: '',
          desc: '',
          desc_bn: '',
          tag: '',
          tag_bn: '',
          thumbnail: '',
          start_date: today,
          end_date: dhaka().add(30, 'day').format('YYYY-MM-DD'),
          category: 99,
          deposit_bouns: 0,
          turnover: 1,
          status: 'draft',
          publish_at: '',
        },
  });
  const a = useAction();
  const v = watch();
  const save = handleSubmit((values) =>
    a.run(async () => {
      const body: admin.PromotionInput = { ...values, ...(promotion ? { id: promotion.id } : {}), publish_at: fromField(values.publish_at) };
      const res = await withSession(() => call<typeof admin.savePromotion>('POST /api/admin/promotions', { body, headers: auth() }));
      onDone(`${res.data.name}: saved (${SHOWING_LABEL[res.data.showing].toLowerCase()}).`);
      return 'Saved.';
    }, 'Could not save. Please try again.'),
  );
  const f = (name: keyof PromotionForm) => `promo-${name}`;
  return (
    <form className="stack content-editor" noValidate onSubmit={(e) => void save(e)} aria-label={promotion ? `Edit ${promotion.name}` : 'New promotion'}>
      <h2>{promotion ? `Edit: ${promotion.name}` : 'New promotion'}</h2>
      <Pair
        label="Name"
        en={
          <>
            <label htmlFor={f('name')}>Name</label>
            <input id={f('name')} className="plain-input" maxLength={100} {...register('name')} />
          </>
        }
        bn={
          <>
            <label htmlFor={f('name_bn')}>Name in Bangla</label>
            <input id={f('name_bn')} className="plain-input" lang="bn" maxLength={100} {...register('name_bn')} />
          </>
        }
      />
      <Pair
        label="Description"
        en={
          <>
            <label htmlFor={f('desc')}>Description</label>
            <textarea id={f('desc')} className="plain-input" rows={4} maxLength={2000} {...register('desc')} />
          </>
        }
        bn={
          <>
            <label htmlFor={f('desc_bn')}>Description in Bangla</label>
            <textarea id={f('desc_bn')} className="plain-input" lang="bn" rows={4} maxLength={2000} {...register('desc_bn')} />
          </>
        }
      />
      <Pair
        label="Tag"
        en={
          <>
            <label htmlFor={f('tag')}>Tag</label>
            <input id={f('tag')} className="plain-input" maxLength={40} {...register('tag')} />
          </>
        }
        bn={
          <>
            <label htmlFor={f('tag_bn')}>Tag in Bangla</label>
            <input id={f('tag_bn')} className="plain-input" lang="bn" maxLength={40} {...register('tag_bn')} />
          </>
        }
      />
      <ImageField id={f('thumbnail')} value={v.thumbnail} onChange={(url) => setValue('thumbnail', url)} />
      <div className="row wrap">
        <div className="stack">
          <label htmlFor={f('start_date')}>Starts (Dhaka date)</label>
          <input id={f('start_date')} type="date" className="plain-input" {...register('start_date')} />
        </div>
        <div className="stack">
          <label htmlFor={f('end_date')}>Ends (its last day)</label>
          <input id={f('end_date')} type="date" className="plain-input" {...register('end_date')} />
        </div>
        <div className="stack">
          <label htmlFor={f('category')}>Category</label>
          <select id={f('category')} className="plain-input" {...register('category', { valueAsNumber: true })}>
            {Object.entries(admin.PROMOTION_CATEGORIES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="stack">
          <label htmlFor={f('deposit_bouns')}>Deposit bonus, %</label>
          <input
            id={f('deposit_bouns')}
            type="number"
            inputMode="numeric"
            min={0}
            max={admin.PROMOTION_BONUS_MAX}
            className="plain-input"
            {...register('deposit_bouns', { valueAsNumber: true })}
          />
        </div>
        <div className="stack">
          <label htmlFor={f('turnover')}>Turnover, times</label>
          <input
            id={f('turnover')}
            type="number"
            inputMode="numeric"
            min={1}
            max={admin.PROMOTION_TURNOVER_MAX}
            className="plain-input"
            {...register('turnover', { valueAsNumber: true })}
          />
        </div>
      </div>
      <Publication idPrefix="promo" statuses={admin.PROMOTION_STATUSES} register={register} />
      <section aria-label="Preview" className="content-preview">
        <h3>Preview: the card players see</h3>
        <div className="row wrap">
          {(['en', 'bn'] as const).map((lang) => (
            <article key={lang} className="content-card" lang={lang} aria-label={lang === 'en' ? 'In English' : 'In Bangla'}>
              {v.thumbnail ? <img src={imageSrc(v.thumbnail)} alt="" /> : <div className="content-card-empty">No image yet</div>}
              <strong>{(lang === 'bn' && v.name_bn?.trim()) || v.name || 'Name'}</strong>
              <span className="muted">{firstWords((lang === 'bn' && v.desc_bn?.trim()) || v.desc || '', LIMITS.previewWords)}</span>
              <span className="muted num">
                {v.start_date} - {v.end_date}
              </span>
            </article>
          ))}
        </div>
      </section>
      <EditorEnd action={a} onCancel={() => onDone(null)} />
    </form>
  );
}

/** The status and the publication time (empty: at once), on Dhaka's clock. */
function Publication({
  idPrefix,
  statuses,
  register,
}: {
  idPrefix: string;
  statuses: readonly string[];
  // (either editor's register: both forms have these two fields)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a register of either form's values
  register: (name: 'status' | 'publish_at') => any;
}) {
  return (
    <div className="row wrap">
      <div className="stack">
        <label htmlFor={`${idPrefix}-status`}>Status</label>
        <select id={`${idPrefix}-status`} className="plain-input" {...register('status')}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s] ?? s}
            </option>
          ))}
        </select>
      </div>
      <div className="stack">
        <label htmlFor={`${idPrefix}-publish`}>Publish at (Dhaka time; empty: at once)</label>
        <input id={`${idPrefix}-publish`} type="datetime-local" step={1} className="plain-input" {...register('publish_at')} />
      </div>
    </div>
  );
}

type BannerForm = Omit<admin.BannerInput, 'publish_at' | 'id'> & { publish_at: string };

function BannerEditor({ banner, onDone }: { banner: Banner | null; onDone: (message: string | null) => void }) {
  const { register, handleSubmit, watch, setValue } = useForm<BannerForm>({
    defaultValues: banner
      ? (({ id: _id, showing: _showing, ...fields }) => ({
          ...fields,
          slider_type: fields.slider_type as BannerForm['slider_type'],
          status: fields.status as BannerForm['status'],
          publish_at: toField(fields.publish_at),
        }))(banner)
      : { name: '', name_bn: '', link: '/promotions', thumbnail: '', slider_type: 'Main', sort: 0, status: 'draft', publish_at: '' },
  });
  const a = useAction();
  const v = watch();
  const save = handleSubmit((values) =>
    a.run(async () => {
      const body: admin.BannerInput = { ...values, ...(banner ? { id: banner.id } : {}), publish_at: fromField(values.publish_at) };
      const res = await withSession(() => call<typeof admin.saveBanner>('POST /api/admin/banners', { body, headers: auth() }));
      onDone(`${res.data.name}: saved (${SHOWING_LABEL[res.data.showing].toLowerCase()}).`);
      return 'Saved.';
    }, 'Could not save. Please try again.'),
  );
  return (
    <form className="stack content-editor" noValidate onSubmit={(e) => void save(e)} aria-label={banner ? `Edit ${banner.name}` : 'New banner'}>
      <h2>{banner ? `Edit: ${banner.name}` : 'New banner'}</h2>
      <Pair
        label="Name (the picture's description for screen readers)"
        en={
          <>
            <label htmlFor="banner-name">Name</label>
            <input id="banner-name" className="plain-input" maxLength={100} {...register('name')} />
          </>
        }
        bn={
          <>
            <label htmlFor="banner-name-bn">Name in Bangla</label>
            <input id="banner-name-bn" className="plain-input" lang="bn" maxLength={100} {...register('name_bn')} />
          </>
        }
      />
      <ImageField id="banner-image" value={v.thumbnail} onChange={(url) => setValue('thumbnail', url)} />
      <div className="row wrap">
        <div className="stack">
          <label htmlFor="banner-link">Opens (a page of the site, or PROVIDER-TYPE for a game)</label>
          <input id="banner-link" className="plain-input" maxLength={220} {...register('link')} />
        </div>
        <div className="stack">
          <label htmlFor="banner-row">Row</label>
          <select id="banner-row" className="plain-input" {...register('slider_type')}>
            {admin.BANNER_TYPES.map((t) => (
              <option key={t} value={t}>
                {BANNER_ROW[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="stack">
          <label htmlFor="banner-sort">Order in its row</label>
          <input id="banner-sort" type="number" inputMode="numeric" min={0} max={999} className="plain-input" {...register('sort', { valueAsNumber: true })} />
        </div>
      </div>
      <Publication idPrefix="banner" statuses={admin.BANNER_STATUSES} register={register} />
      <section aria-label="Preview" className="content-preview">
        <h3>Preview</h3>
        {v.thumbnail ? <img className="content-banner" src={imageSrc(v.thumbnail)} alt={v.name} /> : <p className="muted">No image yet.</p>}
      </section>
      <EditorEnd action={a} onCancel={() => onDone(null)} />
    </form>
  );
}

export function ContentPage() {
  const list = useResource('console:content', () =>
    withSession(() => call<typeof admin.contentList>('GET /api/admin/content', { headers: auth() })).then((r) => r.data),
  );
  const [editing, setEditing] = useState<{ kind: 'promotion'; row: Promotion | null } | { kind: 'banner'; row: Banner | null } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const done = (message: string | null) => {
    setEditing(null);
    setSaid(message);
    if (message) void list.reload();
  };
  if (editing?.kind === 'promotion') return <PromotionEditor promotion={editing.row} onDone={done} />;
  if (editing?.kind === 'banner') return <BannerEditor banner={editing.row} onDone={done} />;
  return (
    <div className="stack">
      <h1>Content</h1>
      {said && <p role="status">{said}</p>}
      {list.error && !list.data ? (
        <ErrorState text="Could not load the content." onRetry={() => void list.reload()} />
      ) : !list.data ? (
        <Loader label="Loading the content" />
      ) : (
        <>
          <section aria-labelledby="promotions-title" className="stack">
            <div className="row">
              <h2 id="promotions-title">Promotions</h2>
              <span className="spacer" />
              <button type="button" className="btn btn-primary" onClick={() => setEditing({ kind: 'promotion', row: null })}>
                New promotion
              </button>
            </div>
            {list.data.promotions.length === 0 ? (
              <NoData text="No promotions yet." />
            ) : (
              <table className="grid">
                <thead>
                  <tr>
                    <th>Promotion</th>
                    <th>Dates</th>
                    <th className="right">Bonus</th>
                    <th>Players see it</th>
                    <th>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.promotions.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <Names en={p.name} bn={p.name_bn} />
                      </td>
                      <td className="num" data-label="Dates">
                        {p.start_date} - {p.end_date}
                      </td>
                      <td className="right num" data-label="Bonus">
                        {p.deposit_bouns}%
                      </td>
                      <td data-label="Players see it">
                        <Showing showing={p.showing} at={p.publish_at} />
                      </td>
                      <td>
                        <button type="button" className="btn" aria-label={`Edit ${p.name}`} onClick={() => setEditing({ kind: 'promotion', row: p })}>
                          Edit
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="banners-title" className="stack">
            <div className="row">
              <h2 id="banners-title">Banners</h2>
              <span className="spacer" />
              <button type="button" className="btn btn-primary" onClick={() => setEditing({ kind: 'banner', row: null })}>
                New banner
              </button>
            </div>
            <table className="grid">
              <thead>
                <tr>
                  <th>Banner</th>
                  <th>Row</th>
                  <th>Players see it</th>
                  <th>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.banners.map((b) => (
                  <tr key={b.id}>
                    <td>
                      <Names en={b.name} bn={b.name_bn} />
                    </td>
                    <td data-label="Row">
                      {BANNER_ROW[b.slider_type as keyof typeof BANNER_ROW] ?? b.slider_type} #{b.sort}
                    </td>
                    <td data-label="Players see it">
                      <Showing showing={b.showing} at={b.publish_at} />
                    </td>
                    <td>
                      <button type="button" className="btn" aria-label={`Edit ${b.name}`} onClick={() => setEditing({ kind: 'banner', row: b })}>
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
