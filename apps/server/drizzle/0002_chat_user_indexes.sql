CREATE INDEX "users_admin_idx" ON "users" USING btree ("id") WHERE "users"."is_admin";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name","id");