// The game catalogue: categories, providers and games.
import { envelope, op, opt, query, str, Type } from './schema';

const tag = 'games';

export const gameTypes = op({
  method: 'GET',
  url: '/api/get-type',
  tag,
  auth: 'none',
  summary: 'Game categories',
  schema: { response: { 200: envelope(Type.Array(Type.Object({ type: Type.String(), name: Type.String() }))) } },
});
export const systems = op({
  method: 'GET',
  url: '/api/get-system',
  tag,
  auth: 'none',
  summary: 'The platforms with games of a category',
  schema: { querystring: query({ type: str(12, { message: 'The type field is required.' }) }), response: { 200: envelope(Type.Array(Type.String())) } },
});
export const providers = op({
  method: 'GET',
  url: '/api/get-provider',
  tag,
  auth: 'none',
  summary: 'Providers of the given platforms (a JSON list)',
  schema: {
    querystring: query({ system: str(2000, { message: 'The system field must be a JSON list of platforms.' }) }),
    response: { 200: envelope(Type.Array(Type.Object({ platform: Type.String(), name: Type.String(), logo: Type.String() }))) },
  },
});
export const gameList = op({
  method: 'GET',
  url: '/api/get-games',
  tag,
  auth: 'none',
  summary: 'Games of a category and platform',
  schema: {
    querystring: query({ type: opt(str(12)), system: opt(str(40)) }),
    response: {
      200: envelope(Type.Array(Type.Object({ code: Type.String(), name: Type.String(), type: Type.String(), platform: Type.String(), icon: Type.String() }))),
    },
  },
});
