import type { GameType, GeneralSettings, LogoSettings, MarketBlock, PaymentMethodsAnswer, Promotion, Provider, Sliders, SocialLinks } from '../model';
import { http } from './client';
import { anyone, url } from '../contract/url';
import type { AnswerOf, content, games } from '../contract';

export async function fetchLogo(): Promise<LogoSettings | null> {
  const { data } = await http.get<AnswerOf<typeof content.logo>>(url<typeof content.logo>('/api/logo'), anyone<typeof content.logo>());
  return data[0] ?? null;
}
export async function fetchGeneral(): Promise<GeneralSettings> {
  const { data } = await http.get<AnswerOf<typeof content.general>>(url<typeof content.general>('/api/general'), anyone<typeof content.general>());
  return data.data;
}
export async function fetchSliders(): Promise<Sliders> {
  const { data } = await http.get<AnswerOf<typeof content.sliders>>(url<typeof content.sliders>('/api/sliders'), anyone<typeof content.sliders>());
  return data.data;
}
export async function fetchSocialLinks(): Promise<SocialLinks> {
  const { data } = await http.get<AnswerOf<typeof content.socialLinks>>(
    url<typeof content.socialLinks>('/api/sociallink'),
    anyone<typeof content.socialLinks>(),
  );
  return data.data;
}
export async function fetchPaymentMethods(): Promise<PaymentMethodsAnswer> {
  const { data } = await http.get<AnswerOf<typeof content.paymentMethods>>(
    url<typeof content.paymentMethods>('/api/payment-methods'),
    anyone<typeof content.paymentMethods>(),
  );
  return data.data;
}
export async function fetchPromotions(): Promise<Promotion[]> {
  const { data } = await http.get<AnswerOf<typeof content.promotions>>(url<typeof content.promotions>('/api/promotion'), anyone<typeof content.promotions>());
  return data.data;
}
export async function fetchPromotion(id: number): Promise<Promotion> {
  const { data } = await http.get<AnswerOf<typeof content.promotionById>>(
    url<typeof content.promotionById>('/api/promotions/:id', { id }),
    anyone<typeof content.promotionById>(),
  );
  return data.data;
}
export async function fetchMarketBlock(): Promise<MarketBlock[]> {
  const { data } = await http.get<AnswerOf<typeof content.marketBlock>>(url<typeof content.marketBlock>('/api/market/block'));
  return data.data;
}
export async function fetchGameTypes(): Promise<GameType[]> {
  const { data } = await http.get<AnswerOf<typeof games.gameTypes>>(url<typeof games.gameTypes>('/api/get-type'), anyone<typeof games.gameTypes>());
  return data.data;
}
export async function fetchSystems(type: string): Promise<string[]> {
  const { data } = await http.get<AnswerOf<typeof games.systems>>(url<typeof games.systems>('/api/get-system'), {
    ...anyone<typeof games.systems>(),
    params: { type },
  });
  return data.data;
}
export async function fetchProviders(systems: string[]): Promise<Provider[]> {
  const { data } = await http.get<AnswerOf<typeof games.providers>>(url<typeof games.providers>('/api/get-provider'), {
    ...anyone<typeof games.providers>(),
    params: { system: JSON.stringify(systems) },
  });
  return data.data;
}
