import { beforeAll, expect, it } from 'vitest';
import { call, describeApi, signIn, TEST_USERS } from '../../test/harness';
import { sentSheet } from '../../test/parcels';
import { addTrackingEvents, trackingNumberOf } from '../../services/sheets/tracking';
import { seedParcels } from '../../seed/parcels';
import type { PostBranch, TrackingEvent } from '../../../schemas/api';

describeApi('tracking and post branches', (ctx) => {
  let viewer: string;
  let editor: string;
  beforeAll(async () => {
    viewer = await signIn(ctx().app, TEST_USERS.viewer.email);
    editor = await signIn(ctx().app, TEST_USERS.editor.email);
  });

  it('GET tnt/events/{number}: events oldest first with the branch name of their stamp', async () => {
    const number = 'RR000000777SK';
    await addTrackingEvents(ctx().db, number, [
      {
        detail: 'Doručená adresátovi %s.',
        subst: 'Jana',
        date: new Date('2026-03-02T10:30:00Z'),
        stamp: '01008',
      },
      {
        detail: 'Podaná na pošte %s.',
        subst: 'Žilina 1',
        date: new Date('2026-03-01T08:00:00Z'),
        stamp: '010 01',
      },
      { detail: 'Na ceste.', date: new Date('2026-03-01T20:00:00Z') },
    ]);
    const res = await call(ctx().app, 'GET', `tnt/events/${number}`, { cookie: viewer });
    expect(res.status).toBe(200);
    const events = res.body.events as TrackingEvent[];
    expect(events).toEqual([
      {
        detail: 'Podaná na pošte %s.',
        subst: 'Žilina 1',
        date: Date.parse('2026-03-01T08:00:00Z') / 1000,
        stamp: '010 01',
        post: 'Žilina 1',
      },
      {
        detail: 'Na ceste.',
        subst: '',
        date: Date.parse('2026-03-01T20:00:00Z') / 1000,
        stamp: null,
        post: null,
      },
      {
        detail: 'Doručená adresátovi %s.',
        subst: 'Jana',
        date: Date.parse('2026-03-02T10:30:00Z') / 1000,
        stamp: '01008',
        post: 'Žilina 8',
      },
    ]);
  });

  it('GET tnt/events: an unknown number has no events; a malformed one is 400; sign-in needed', async () => {
    expect((await call(ctx().app, 'GET', 'tnt/events/XX123', { cookie: viewer })).body).toEqual({
      ok: true,
      events: [],
    });
    expect((await call(ctx().app, 'GET', 'tnt/events/a%20b', { cookie: viewer })).status).toBe(400);
    expect((await call(ctx().app, 'GET', `tnt/events/${'A'.repeat(41)}`, { cookie: viewer })).status).toBe(
      400,
    );
    expect((await call(ctx().app, 'GET', 'tnt/events/RR1SK')).status).toBe(401);
  });

  it('GET posts/detail/{stamp}: address, phone, position in Slovakia, hours mo–su; the map tiles', async () => {
    const res = await call(ctx().app, 'GET', 'posts/detail/01001', { cookie: viewer });
    expect(res.status).toBe(200);
    const post = res.body.post as PostBranch;
    expect(post).toMatchObject({
      stamp: '01001',
      name: 'Žilina 1',
      zip: '010 01',
      city: 'Žilina',
      street: 'Národná 1/13',
    });
    expect(post.contact).toMatch(/^\+421 41 \d{3} \d{3}$/);
    expect(post.position![0]).toBeGreaterThan(47.7);
    expect(post.position![0]).toBeLessThan(49.7);
    expect(post.position![1]).toBeGreaterThan(16.8);
    expect(post.position![1]).toBeLessThan(22.6);
    expect(Object.keys(post.hours)).toEqual(['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su']);
    expect(post.hours.mo).toEqual(['07:30', '18:00']);
    expect(post.hours.su).toEqual([]);
    expect(res.body.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    const spaced = await call(ctx().app, 'GET', 'posts/detail/974%2004', { cookie: viewer });
    expect((spaced.body.post as PostBranch).hours.mo).toEqual(['08:00', '12:00', '13:00', '17:00']);
  });

  it('every seeded branch has an address, a phone, a position in Slovakia and hours', async () => {
    const bad = await ctx().db.query(
      `SELECT zip FROM posts WHERE street = '' OR city = '' OR phone = '' OR lat IS NULL
          OR lat NOT BETWEEN 47.7 AND 49.7 OR lng NOT BETWEEN 16.8 AND 22.6 OR NOT hours ? 'mo'`,
    );
    expect(bad).toEqual([]);
    expect((await ctx().db.one<{ n: number }>('SELECT count(*)::int AS n FROM posts'))!.n).toBeGreaterThan(
      100,
    );
  });

  it('GET posts/detail: unknown stamp 404 not_found, malformed 400, sign-in needed', async () => {
    const unknown = await call(ctx().app, 'GET', 'posts/detail/99999', { cookie: viewer });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, err: 'not_found' });
    expect((await call(ctx().app, 'GET', 'posts/detail/abc', { cookie: viewer })).status).toBe(400);
    expect((await call(ctx().app, 'GET', 'posts/detail/01001?x=1', { cookie: viewer })).status).toBe(400);
    expect((await call(ctx().app, 'GET', 'posts/detail/01001')).status).toBe(401);
  });

  it('GET parcels/{id} with the view of games 3.7: recipient, services with _1c for class c1, flags and type group', async () => {
    const sheet = await sentSheet(ctx(), editor, {
      parcelType: 'epo',
      levels: [
        {
          question: 'Otázka',
          'recipient.name': 'Jana Nová',
          'recipient.street': 'Hlavná 1',
          'recipient.zip': '010 01',
          'recipient.city': 'Žilina',
          'recipient.email': 'jana@example.sk',
          'recipient.phone': '+421 900 111 222',
          class: 'c1',
          services: ['d', 'vr'],
          weight: '1,25',
          insurance: 30,
          store: 18,
          'cod.price': '12.5',
          'cod.type': 'ppu',
          note: 'Krehké',
        },
      ],
    });
    const levelId = sheet.levelIds[0];
    await ctx().db.query('UPDATE levels SET tracking = $2 WHERE id = $1', [
      levelId,
      trackingNumberOf(levelId),
    ]);
    const get = (id: number) => call(ctx().app, 'GET', `parcels/${id}`, { cookie: viewer });
    const res = await get(levelId);
    expect(res.status).toBe(200);
    const parcel = res.body.parcel as Record<string, unknown>;
    expect(parcel).toMatchObject({
      id: levelId,
      gameId: sheet.id,
      tracking: trackingNumberOf(levelId),
      parcelType: 'epo',
      typeGroup: 'express',
      wasRegistered: true,
      wasReceived: true,
    });
    expect(parcel.info).toMatchObject({
      recipient: {
        val: {
          name: 'Jana Nová',
          org: null,
          street: 'Hlavná 1',
          zip: '01001',
          city: 'Žilina',
          country: 'sk',
        },
      },
      'recipient.email': { val: 'jana@example.sk' },
      'recipient.phone': { val: '+421 900 111 222' },
      services: { val: ['_1c', 'd', 'vr'] },
      class: { val: 'c1' },
      weight: { val: 1.25 },
      insurance: { val: 30 },
      store: { val: 18 },
      'cod.price': { val: 12.5 },
      'cod.type': { val: 'ppu' },
      note: { val: 'Krehké' },
    });
    await ctx().db.query(`UPDATE variants SET status = 'registered' WHERE id = $1`, [sheet.id]);
    expect((await get(levelId)).body.parcel).toMatchObject({ wasRegistered: true, wasReceived: false });
    await ctx().db.query(`UPDATE variants SET status = 'draft' WHERE id = $1`, [sheet.id]);
    expect((await get(levelId)).status).toBe(404);
    expect((await get(999999)).body).toEqual({ ok: false, err: 'not_found' });
  });

  it('the level form refuses bad parcel attributes through the field engine', async () => {
    const draft = await call(ctx().app, 'PUT', 'drafts', { cookie: editor, body: { category: 1 } });
    const id = (draft.body.sheet as { id: number }).id;
    const res = await call(ctx().app, 'POST', `drafts/${id}/levels/validate`, {
      cookie: editor,
      body: {
        question: 'x',
        'recipient.zip': '123',
        'recipient.email': 'nie',
        weight: '-1',
        'cod.type': 'xx',
        services: ['zz'],
      },
    });
    const attrs = res.body.attrs as Record<string, { error?: string }>;
    expect(attrs['recipient.zip'].error).toBe('invalid_format');
    expect(attrs['recipient.email'].error).toBeTruthy();
    expect(attrs.weight.error).toBe('out_of_range');
    expect(attrs['cod.type'].error).toBeTruthy();
    expect(attrs.services.error).toBeTruthy();
  });

  // Last: the demo seed rewrites the parcel data of every sent sheet.
  it('demo data: received sheets get a timeline per level, registered ones a number without events', async () => {
    const received = await sentSheet(ctx(), editor, { status: 'received' });
    const registered = await sentSheet(ctx(), editor, { status: 'registered' });
    await seedParcels(ctx().db);
    const eventsOf = async (levelId: number) =>
      (await call(ctx().app, 'GET', `tnt/events/${trackingNumberOf(levelId)}`, { cookie: viewer })).body
        .events as TrackingEvent[];
    const timeline = await eventsOf(received.levelIds[0]);
    expect(timeline.length).toBeGreaterThanOrEqual(4);
    expect(timeline.every((e) => e.detail.includes('%s') && e.subst && e.post)).toBe(true);
    expect(await eventsOf(registered.levelIds[0])).toEqual([]);
    const parcel = (await call(ctx().app, 'GET', `parcels/${registered.levelIds[0]}`, { cookie: viewer }))
      .body.parcel as { tracking: string; info: { recipient: { val: { name: string } } } };
    expect(parcel.tracking).toBe(trackingNumberOf(registered.levelIds[0]));
    expect(parcel.info.recipient.val.name).toBeTruthy();
  });
});
