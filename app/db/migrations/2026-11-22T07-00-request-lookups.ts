import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.
// The two lookups every page request makes (the signed-in session, the selected well) as
// PL/pgSQL functions. PL/pgSQL keeps a statement's plan for the connection's life, so their
// joins are planned once per connection instead of on every request; in the embedded database
// that planning cost more than the lookups themselves. Every column is qualified with its table,
// because the names of the returned columns are variables inside the function.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function signed_in_session(p_session_id text)
    returns table (
      session_id text, last_seen_at timestamptz,
      user_id integer, username text, full_name text, email text, avatar_file_id text,
      unit_standard integer, language text, administers_clients boolean,
      org_id integer, org_name text, logo_file_id text, bg_color text,
      role_name text, privileges integer[]
    )
    language plpgsql stable as $$
    begin
      return query
      select s.id, s.last_seen_at,
             u.id, u.username, u.full_name, u.email, u.avatar_file_id,
             u.unit_standard, u.language, u.administers_clients,
             o.id, o.name, o.logo_file_id, o.bg_color,
             r.name, r.privileges
      from sessions s
      join users u on u.id = s.user_id
      join organisations o on o.id = s.org_id
      join memberships m on m.user_id = s.user_id and m.org_id = s.org_id
      join roles r on r.id = m.role_id
      where s.id = p_session_id and s.expires_at > now() and u.is_active and o.is_active;
    end $$`.execute(db);

  await sql`
    create function selected_well(p_user_id integer, p_org_id integer)
    returns table (
      id integer, name text, uwi text, well_type text, status text,
      pad_name text, field_id integer, field_name text
    )
    language plpgsql stable as $$
    begin
      return query
      select w.id, w.name, w.uwi, w.well_type, w.status, p.name, f.id, f.name
      from users u
      join wells w on w.id = u.selected_well_id
      join pads p on p.id = w.pad_id
      join fields f on f.id = p.field_id
      where u.id = p_user_id and w.org_id = p_org_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function selected_well(integer, integer)`.execute(db);
  await sql`drop function signed_in_session(text)`.execute(db);
}
