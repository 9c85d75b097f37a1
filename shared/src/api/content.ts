import type { GameType, GeneralSettings, LogoSettings, MarketBlock, PaymentMethodsAnswer, Promotion, Provider, Sliders, SocialLinks } from '../model';
import { call } from './client';
import type { content, games } from '../contract';

export async function fetchLogo(): Promise<LogoSettings | null> {
  const data = await call<typeof content.logo>('GET /api/logo', { anonymous: true });
  return data[0] ?? null;
}
export async function fetchGeneral(): Promise<GeneralSettings> {
  const data = await call<typeof content.general>('GET /api/general', { anonymous: true });
  return data.data;
}
export async function fetchSliders(): Promise<Sliders> {
  const data = await call<typeof content.sliders>('GET /api/sliders', { anonymous: true });
  return data.data;
}
export async function fetchSocialLinks(): Promise<SocialLinks> {
  const data = await call<typeof content.socialLinks>('GET /api/sociallink', { anonymous: true });
  return data.data;
}
export async function fetchPaymentMethods(): Promise<PaymentMethodsAnswer> {
  const data = await call<typeof content.paymentMethods>('GET /api/payment-methods', { anonymous: true });
  return data.data;
}
export async function fetchPromotions(): Promise<Promotion[]> {
  const data = await call<typeof content.promotions>('GET /api/promotion', { anonymous: true });
  return data.data;
}
export async function fetchPromotion(id: number): Promise<Promotion> {
  const data = await call<typeof content.promotionById>('GET /api/promotions/:id', { params: { id }, anonymous: true });
  return data.data;
}
export async function fetchMarketBlock(): Promise<MarketBlock[]> {
  const data = await call<typeof content.marketBlock>('GET /api/market/block');
  return data.data;
}
export async function fetchGameTypes(): Promise<GameType[]> {
  const data = await call<typeof games.gameTypes>('GET /api/get-type', { anonymous: true });
  return data.data;
}
export async function fetchSystems(type: string): Promise<string[]> {
  const data = await call<typeof games.systems>('GET /api/get-system', { anonymous: true, query: { type } });
  return data.data;
}
export async function fetchProviders(systems: string[]): Promise<Provider[]> {
  const data = await call<typeof games.providers>('GET /api/get-provider', { anonymous: true, query: { system: JSON.stringify(systems) } });
  return data.data;
}
