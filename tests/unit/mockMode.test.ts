import { describe, expect, it } from 'vitest';
import { api, type Endpoint } from '../../src/api';
import { demoCall } from '../../src/dataProvider/mockMode';

const credentials = (password: string) => ({ body: { username: 'admin', password, remember: true } });
const listed = async (endpoint: Endpoint, params = {}) =>
  ((await demoCall(endpoint, { params })).data as { all: unknown[] }).all.length;

describe('mock mode', () => {
  it('signs in only as admin/admin, with a token and a profile holding every privilege', async () => {
    await expect(demoCall(api.session.login, credentials('wrong'))).rejects.toThrow('Username or Password is incorrect. Please try again.');
    const { data, token } = await demoCall(api.session.login, credentials('admin'));
    expect(token).toMatch(/^demo-/);
    expect(data.fullname).toBe('Adaeze Okonkwo');
    expect(data.privileges).toContain('ADMIN_ADMIN');
  });

  it('has figures for the dashboard and a year of naira topups for reports', async () => {
    const { data: dashboard } = await demoCall(api.session.dashboard);
    expect(dashboard.totalTopupSum).toBeGreaterThan(1_000_000);
    expect(dashboard.vendorsCount).toBeGreaterThan(0);
    const now = Math.floor(Date.now() / 1000);
    const lastQuarter = await demoCall(api.reports.summary, { params: { from: new Date((now - 330 * 86_400) * 1000), to: new Date((now - 240 * 86_400) * 1000) } });
    expect(lastQuarter.data.totalTopupCount).toBeGreaterThan(0);
  });

  it('has rows for the list screens', async () => {
    expect(await listed(api.vendors.list)).toBeGreaterThan(0);
    expect(await listed(api.ads.list)).toBeGreaterThan(0);
    expect(await listed(api.devices.list)).toBeGreaterThan(0);
    expect(await listed(api.admins.list)).toBeGreaterThan(1);
    expect(await listed(api.routes.list)).toBeGreaterThan(0);
  });

  it('keeps writes in memory', async () => {
    const { data } = await demoCall(api.admins.create, {
      body: { fullname: 'Ngozi Eze', username: 'ngozi.eze', email: 'ngozi@busads.ng', phone: '+2348039990000', address: 'Yaba, Lagos', password: 'Secret123!', privileges: ['ADMIN_AD'], usertype: 1 },
    });
    const { data: all } = await demoCall(api.admins.list);
    expect(all.all.map((a) => a.id)).toContain(data.id);
  });

  it('asks nothing of other hosts for ad media', async () => {
    const { data } = await demoCall(api.ads.list, { params: {} });
    const media = data.all.flatMap((ad) => ad.ad_medias.map((m) => m.media));
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((m) => m.startsWith('/demo-media/'))).toBe(true);
  });
});
