import type { Envelope, GameType, GeneralSettings, LogoSettings, MarketBlock, PaymentMethodsAnswer, Promotion, Provider, Sliders, SocialLinks } from '../model';
import { http } from './client';

export async function fetchLogo(): Promise<LogoSettings | null> {
  const { data } = await http.get<LogoSettings[]>('/api/logo');
  return data[0] ?? null;
}
export async function fetchGeneral(): Promise<GeneralSettings> {
  const { data } = await http.get<Envelope<GeneralSettings>>('/api/general');
  return data.data;
}
export async function fetchSliders(): Promise<Sliders> {
  const { data } = await http.get<Envelope<Sliders>>('/api/sliders');
  return data.data;
}
export async function fetchSocialLinks(): Promise<SocialLinks> {
  const { data } = await http.get<Envelope<SocialLinks>>('/api/sociallink');
  return data.data;
}
export async function fetchPaymentMethods(): Promise<PaymentMethodsAnswer> {
  const { data } = await http.get<Envelope<PaymentMethodsAnswer>>('/api/payment-methods');
  return data.data;
}
export async function fetchPromotions(): Promise<Promotion[]> {
  const { data } = await http.get<Envelope<Promotion[]>>('/api/promotion');
  return data.data;
}
export async function fetchMarketBlock(): Promise<MarketBlock[]> {
  const { data } = await http.get<Envelope<MarketBlock[]>>('/api/market/block');
  return data.data;
}
export async function fetchGameTypes(): Promise<GameType[]> {
  const { data } = await http.get<Envelope<GameType[]>>('/api/get-type');
  return data.data;
}
export async function fetchSystems(type: string): Promise<string[]> {
  const { data } = await http.get<Envelope<string[]>>('/api/get-system', { params: { type } });
  return data.data;
}
export async function fetchProviders(systems: string[]): Promise<Provider[]> {
  const { data } = await http.get<Envelope<Provider[]>>('/api/get-provider', { params: { system: JSON.stringify(systems) } });
  return data.data;
}
