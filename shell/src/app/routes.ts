// Which app owns which route and which routes need login: the route registry of @bet/shared (one table).
export { guestGoesToLogin, ownerOf } from '@bet/shared';
