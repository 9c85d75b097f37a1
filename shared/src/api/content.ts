import type { GameType, GeneralSettings, LogoSettings, MarketBlock, PaymentMethodsAnswer, Promotion, Provider, Sliders, SocialLinks } from '../model';
import { http } from './client';
import { url } from '../contract/url';
import type { AnswerOf, content, games } from '../contract';

export async function fetchLogo(): Promise<LogoSettings | null> {
  const { data } = await http.get<AnswerOf<typeof content.logo>>(url<typeof content.logo>('/api/logo'));
  return data[0] ?? null;
}
export async function fetchGeneral(): Promise<GeneralSettings> {
  const { data } = await http.get<AnswerOf<typeof content.general>>(url<typeof content.general>('/api/general'));
  return data.data;
}
export async function fetchSliders(): Promise<Sliders> {
  const { data } = await http.get<AnswerOf<typeof content.sliders>>(url<typeof content.sliders>('/api/sliders'));
  return data.data;
}
export async function fetchSocialLinks(): Promise<SocialLinks> {
  const { data } = await http.get<AnswerOf<typeof content.socialLinks>>(url<typeof content.socialLinks>('/api/sociallink'));
  return data.data;
}
export async function fetchPaymentMethods(): Promise<PaymentMethodsAnswer> {
  const { data } = await http.get<AnswerOf<typeof content.paymentMethods>>(url<typeof content.paymentMethods>('/api/payment-methods'));
  return data.data;
}
export async function fetchPromotions(): Promise<Promotion[]> {
  const { data } = await http.get<AnswerOf<typeof content.promotions>>(url<typeof content.promotions>('/api/promotion'));
  return data.data;
}
export async function fetchPromotion(id: number): Promise<Promotion> {
  const { data } = await http.get<AnswerOf<typeof content.promotionById>>(url<typeof content.promotionById>('/api/promotions/:id', { id }));
  return data.data;
}
export async function fetchMarketBlock(): Promise<MarketBlock[]> {
  const { data } = await http.get<AnswerOf<typeof content.marketBlock>>(url<typeof content.marketBlock>('/api/market/block'));
  return data.data;
}
export async function fetchGameTypes(): Promise<GameType[]> {
  const { data } = await http.get<AnswerOf<typeof games.gameTypes>>(url<typeof games.gameTypes>('/api/get-type'));
  return data.data;
}
export async function fetchSystems(type: string): Promise<string[]> {
  const { data } = await http.get<AnswerOf<typeof games.systems>>(url<typeof games.systems>('/api/get-system'), { params: { type } });
  return data.data;
}
export async function fetchProviders(systems: string[]): Promise<Provider[]> {
  const { data } = await http.get<AnswerOf<typeof games.providers>>(url<typeof games.providers>('/api/get-provider'), {
    params: { system: JSON.stringify(systems) },
  });
  return data.data;
}
